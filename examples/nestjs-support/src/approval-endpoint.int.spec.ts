import "reflect-metadata";
import { Runtime, type RunRecord } from "@agentic-ts/core";
import type { INestApplication } from "@nestjs/common";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { createApp, listenLocally } from "./create-app";
import { SAMPLE_TICKETS } from "./sample-tickets";

const [BROKEN_SCREEN, ANGRY_COURIER] = SAMPLE_TICKETS;

describe("the NestJS support example: durable tickets and the approval endpoint", () => {
  let app: INestApplication;
  let url: string;
  beforeAll(async () => {
    app = await createApp({}, { logger: false });
    url = await listenLocally(app, 0);
  });
  afterAll(() => app.close());

  async function call(method: "GET" | "POST", route: string, body?: object, customer?: string): Promise<{ status: number; body: RunRecord & { message?: string } }> {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (customer) headers["x-customer-id"] = customer;
    const response = await fetch(`${url}${route}`, { method, headers, body: body && JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as RunRecord & { message?: string } };
  }

  it("suspends a refund for a supervisor, then dispatches it for the customer of the original request once approved", async () => {
    const model = app.get(Runtime) as ScriptedRuntime;
    const before = model.requests.length;
    const started = await call("POST", "/durable-tickets", { text: BROKEN_SCREEN.text }, BROKEN_SCREEN.customerId);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: "suspended", pending: { option: "refund", args: { orderId: "A-1042" }, reason: "Refunds from the durable desk need a supervisor." } });

    const approved = await call("POST", `/runs/${started.body.id}/verdict`, { approved: true, by: "sup-7", note: "photo checked" });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: "completed",
      result: { action: "refund", orderId: "A-1042", amountCents: 129_900, customerId: BROKEN_SCREEN.customerId },
      approvals: [{ approved: true, by: "sup-7", note: "photo checked" }],
    });
    expect(model.requests.length - before).toBe(1); // the resume answered the model call from the journal

    const again = await call("POST", `/runs/${started.body.id}/verdict`, { approved: false });
    expect(again.status).toBe(409);
    expect((await call("GET", `/runs/${started.body.id}`)).body.status).toBe("completed");
    expect((await call("GET", "/runs/nope")).status).toBe(404);
  });

  it("completes at once when the model picks no gated option", async () => {
    const run = await call("POST", "/durable-tickets", { text: ANGRY_COURIER.text }, ANGRY_COURIER.customerId);
    expect(run.body).toMatchObject({ status: "completed", result: { action: "escalate", priority: "urgent" } });
  });
});
