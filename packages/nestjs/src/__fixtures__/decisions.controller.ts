import { agenticFunction, ConfigurationError, decision, Runtime } from "@agentic-ts/core";
import { Body, Controller, HttpCode, Post } from "@nestjs/common";

/** What every prompt carries, so a test can show that no response body leaks the prompt. */
export const PROMPT_SECRET = "prompt-secret-4471";

const refund = agenticFunction((orderId: string) => ({ refunded: orderId }), {
  name: "refund",
  description: "Refund an order.",
  params: { orderId: "The order to refund." },
  approval: () => "Refunds need a person.",
});

/**
 * `POST /decide` makes one decision whose prompt names the scenario; the test's scripted runtime answers
 * by scenario (junk, a pick that needs approval, a provider error, no answer at all).
 */
@Controller("decide")
export class DecisionsController {
  constructor(private readonly runtime: Runtime) {}

  /** Answers with the decision's result. */
  @Post()
  @HttpCode(200)
  decide(@Body() body: { scenario: string }): Promise<unknown> {
    if (body.scenario === "bug") throw new Error("a plain bug");
    if (body.scenario === "misconfigured") throw new ConfigurationError("a configuration mistake");
    return decision.make(`Scenario: ${body.scenario}. Customer note: ${PROMPT_SECRET}.`, { refund, close: "CLOSED" }, {
      runtime: this.runtime,
      timeoutMs: body.scenario === "silent" ? 50 : undefined,
    });
  }
}
