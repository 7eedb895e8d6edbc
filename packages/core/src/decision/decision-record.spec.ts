import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { agenticFunction } from "../decorators/agentic-function";
import { jsonSchema } from "../schema/json-schema-field";
import { option } from "../options/option-helper";
import { renderOptions } from "../menu/render-options";
import type { RecordedOption } from "../menu/menu-specs";
import { decision } from "./decision";

const refund = agenticFunction((orderId: string) => orderId, { name: "refund", description: "Refund an order.", params: { orderId: String } });
const menu = () => ({
  refund,
  close: option.value({ status: "closed" }, "Close the ticket."),
  plan: option.schema("Make a plan.", jsonSchema({ type: "object", properties: { steps: { type: "array", items: { type: "string" } } }, required: ["steps"], additionalProperties: false })),
});

describe("what a decision.make node records of what it asked", () => {
  it("records the options as JSON (kind, name, description, args schema), the pick mode, model, system and prompt with their lengths", async () => {
    const runtime = new ScriptedRuntime('{"call": "close", "args": {}}', { model: "m-1", system: "You route tickets." });
    const options = menu();
    const { node } = await decision.makeDetailed("Route this ticket.", options, { runtime, settings: { temperature: 0 } });
    const specs = JSON.parse(node.data.specs as string) as RecordedOption[];
    expect(specs.map((o) => [o.kind, o.name, o.description])).toEqual([
      ["function", "refund", "Refund an order."],
      ["value", "close", "Close the ticket."],
      ["schema", "plan", "Make a plan."],
    ]);
    expect(specs[0].argsSchema).toMatchObject({ type: "object", properties: { orderId: { type: "string" } }, required: ["orderId"], additionalProperties: false });
    // A value option's value is not recorded: only what the model was shown.
    expect(node.data.specs).not.toContain("closed");
    expect(node.data).toMatchObject({ pickMode: "text", model: "m-1", system: "You route tickets.", systemChars: 18, prompt: "Route this ticket.", promptChars: 18, settings: { temperature: 0 } });
    expect(node.data.menu).toBe(renderOptions(options));
  });

  it("shares one JSON text between the decisions of one menu", async () => {
    const runtime = new ScriptedRuntime(['{"call": "close", "args": {}}', '{"call": "close", "args": {}}']);
    const options = menu();
    const a = await decision.makeDetailed("One.", options, { runtime });
    const b = await decision.makeDetailed("Two.", options, { runtime });
    expect(a.node.data.specs).toBe(b.node.data.specs);
  });

  it("records a conversation as JSON messages before the menu was appended, and its system text joined", async () => {
    const runtime = new ScriptedRuntime('{"call": "close", "args": {}}', { system: "Base." });
    const { node } = await decision.makeDetailed(
      [
        { role: "system", content: "Be brief." },
        { role: "user", content: "My order is late." },
        { role: "assistant", content: "Which order?" },
        { role: "user", content: "A-7" },
      ],
      menu(),
      { runtime },
    );
    expect(JSON.parse(node.data.messages as string)).toEqual([
      { role: "user", content: "My order is late." },
      { role: "assistant", content: "Which order?" },
      { role: "user", content: "A-7" },
    ]);
    expect(node.data).toMatchObject({ system: "Base.\n\nBe brief." });
    expect(node.data).not.toHaveProperty("prompt");
    expect(node.data).not.toHaveProperty("images");
  });

  it("lets a reader tell a cut recording from a whole one: the lengths, and JSON that no longer parses", async () => {
    const runtime = new ScriptedRuntime('{"call": "close", "args": {}}', { trace: { previewChars: 40 } });
    const long = "x".repeat(100);
    const { node } = await decision.makeDetailed(long, menu(), { runtime });
    expect((node.data.prompt as string).length).toBeLessThan(long.length);
    expect(node.data.promptChars).toBe(100);
    expect(() => JSON.parse(node.data.specs as string)).toThrow();
  });

  it("records the pick mode a native mode used", async () => {
    const runtime = new ScriptedRuntime([{ toolCalls: [{ id: "c1", name: "close", args: {} }] }]);
    const { node } = await decision.makeDetailed("Route.", menu(), { runtime, pickMode: "tools" });
    expect(node.data.pickMode).toBe("tools");
  });
});
