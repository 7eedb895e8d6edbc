import * as path from "node:path";
import type { GeneratedSpecs } from "@agentic-ts/core";
import { removeTempProject, writeTempProject } from "../__fixtures__/temp-project";
import { DATE_TIME_PATTERN } from "./date-time-schema";
import { generateSpecs } from "./generate-specs";
import { renderGeneratedModule } from "./render-generated-module";

const SOURCE = `import { AgenticFunction, agenticFunction, type Int } from "@agentic-ts/core";

/** A ticket. */
export interface Ticket { id: string; priority: "low" | "high"; tags?: string[] }
export class Receipt { refunded!: string; amount!: Int; at!: Date; private note?: string; label(): string { return this.refunded; } }
interface TreeNode { value: string; children: TreeNode[] }
/** How it is sent, not data. @noReturnSchema */
export interface Wrapped { blocks: string[] }
type Huge = { ${Array.from({ length: 1000 }, (_, i) => `field${i}: string`).join("; ")} };

export class Desk {
  @AgenticFunction() async ticket(): Promise<Ticket> { return { id: "T-1", priority: "low" }; }
  @AgenticFunction() receipt(): Receipt { return new Receipt(); }
  @AgenticFunction() inferred() { return { ok: true, count: 3 }; }
  @AgenticFunction() thenable(): PromiseLike<{ done: boolean }> { return Promise.resolve({ done: true }); }
  @AgenticFunction() union(): Ticket | string { return "x"; }
  @AgenticFunction() text(): string { return "hi"; }
  @AgenticFunction() count(): Promise<Int> { return Promise.resolve(1); }
  @AgenticFunction() list(): Ticket[] { return []; }
  @AgenticFunction() nullable(): Ticket | null { return null; }
  @AgenticFunction() nothing(): void {}
  @AgenticFunction() async nothingLater(): Promise<void> {}
  @AgenticFunction() maybe(): Promise<Ticket | undefined> { return Promise.resolve(undefined); }
  @AgenticFunction() anything(): any { return 1; }
  @AgenticFunction() unknownValue(): unknown { return 1; }
  @AgenticFunction() fails(): never { throw new Error("no"); }
  @AgenticFunction() callback(): () => void { return () => undefined; }
  @AgenticFunction() map(): Map<string, number> { return new Map(); }
  @AgenticFunction() tree(): TreeNode { return { value: "", children: [] }; }
  @AgenticFunction() wrapped(): Wrapped { return { blocks: [] }; }
  /** Opted out. @noReturnSchema */
  @AgenticFunction() optedOut(): Ticket { return { id: "T-1", priority: "low" }; }
  @AgenticFunction() huge(): Huge { return {} as Huge; }
}

export class Box<T> {
  @AgenticFunction() open(): { item: T } { return {} as { item: T }; }
}

export const lookup = agenticFunction(async function lookup(id: string) { return { id, found: true }; });
`;

let dir: string;
let specs: GeneratedSpecs;
const returns = (method: string) => specs.methods[`Desk.${method}`]?.returns;

beforeAll(() => {
  dir = writeTempProject({ "src/desk.ts": SOURCE });
  const result = generateSpecs({ project: path.join(dir, "tsconfig.json"), outFile: path.join(dir, "src/agentic.generated.ts"), cwd: dir });
  expect(result.errors).toEqual([]);
  specs = result.specs;
});

afterAll(() => removeTempProject(dir));

it("describes an awaited interface, closed, with its doc comment", () => {
  expect(returns("ticket")).toEqual({
    type: "object",
    description: "A ticket.",
    properties: { id: { type: "string" }, priority: { type: "string", enum: ["high", "low"] }, tags: { type: "array", items: { type: "string" } } },
    required: ["id", "priority"],
    additionalProperties: false,
  });
});

it("describes a class's public data only, with Int as an integer and a Date as a date-time string", () => {
  expect(returns("receipt")).toEqual({
    type: "object",
    properties: {
      refunded: { type: "string" },
      amount: { type: "integer" },
      at: { type: "string", format: "date-time", pattern: DATE_TIME_PATTERN },
    },
    required: ["amount", "at", "refunded"],
    additionalProperties: false,
  });
});

it("describes an inferred return type and a PromiseLike", () => {
  expect(returns("inferred")).toEqual({
    type: "object",
    properties: { ok: { type: "boolean" }, count: { type: "number" } },
    required: ["count", "ok"],
    additionalProperties: false,
  });
  expect(returns("thenable")).toEqual({ type: "object", properties: { done: { type: "boolean" } }, required: ["done"], additionalProperties: false });
});

it("describes primitives, arrays, unions and null as they are (not object schemas)", () => {
  expect(returns("text")).toEqual({ type: "string" });
  expect(returns("count")).toEqual({ type: "integer" });
  expect(returns("list")).toMatchObject({ type: "array", items: { type: "object", required: ["id", "priority"] } });
  expect(returns("union")?.type).not.toBe("object");
  expect(returns("union")).toMatchObject({ anyOf: expect.any(Array) });
  expect(returns("nullable")?.type).not.toBe("object");
});

it("gives no schema where there is no JSON data to describe", () => {
  for (const method of ["nothing", "nothingLater", "maybe", "anything", "unknownValue", "fails", "callback", "map", "tree", "wrapped", "optedOut", "huge"]) {
    expect([method, returns(method)]).toEqual([method, undefined]);
  }
  expect(specs.methods["Box.open"]?.returns).toBeUndefined();
});

it("describes what a standalone agentic function resolves to", () => {
  expect(specs.functions["lookup"]?.returns).toEqual({
    type: "object",
    properties: { id: { type: "string" }, found: { type: "boolean" } },
    required: ["found", "id"],
    additionalProperties: false,
  });
});

it("renders `returns` after the parameters and precompiles no validator for it", () => {
  const text = renderGeneratedModule({ version: 1, methods: { "Desk.ticket": specs.methods["Desk.ticket"]! }, functions: {} });
  expect(text.indexOf('"returns"')).toBeGreaterThan(text.indexOf('"params"'));
  // The parameterless method has one (empty) arguments schema; the return schema adds no validator.
  expect(text.match(/^ {4}"[0-9a-f]{64}": /gm)).toHaveLength(1);
});
