import * as path from "node:path";
import { removeTempProject, writeTempProject } from "../__fixtures__/temp-project";
import { DATE_TIME_PATTERN } from "./date-time-schema";
import { generateSpecs } from "./generate-specs";
import { formatGenerationError } from "./generation-error";

const SOURCE = `import { AgenticFunction } from "@agentic-ts/core";

export class Stop { at!: Date; place!: string; private secret?: Map<string, string>; label(): string { return this.place; } }
interface Inventory { stock: Map<string, number> }

export class Planner {
  /** Plans. */
  @AgenticFunction()
  plan(due: Date, stops: Stop[], byDay: Record<string, Date>, maybe?: Date | null) { return [due, stops, byDay, maybe]; }

  @AgenticFunction()
  refused(
    stock: Map<string, number>,
    tags: Set<string>,
    seen: WeakMap<object, number>,
    pending: Promise<string>,
    big: bigint,
    key: symbol,
    inventory: Inventory,
    pattern: RegExp,
    nested: { onDone: () => void },
  ) { return [stock, tags, seen, pending, big, key, inventory, pattern, nested]; }
}
`;

const dirs: string[] = [];
afterAll(() => dirs.forEach(removeTempProject));

function generate() {
  const dir = writeTempProject({ "src/planner.ts": SOURCE }, { lib: ["ES2022"] });
  dirs.push(dir);
  return generateSpecs({ project: path.join(dir, "tsconfig.json"), outFile: path.join(dir, "src/agentic.generated.ts"), cwd: dir });
}

it("refuses types the model cannot send as JSON, each at file:line:col with where it sits", () => {
  const messages = generate().errors.map(formatGenerationError);
  const fix = "which the model cannot send as JSON; use plain data (an object, a Record or an array; Date is sent as an ISO string), or mark it @ContextParam";
  expect(messages).toEqual([
    `src/planner.ts:13:5 - parameter "stock": its type is Map<string, number>, ${fix}`,
    `src/planner.ts:14:5 - parameter "tags": its type is Set<string>, ${fix}`,
    `src/planner.ts:15:5 - parameter "seen": its type is WeakMap<object, number>, ${fix}`,
    `src/planner.ts:16:5 - parameter "pending": its type is Promise<string>, ${fix}`,
    `src/planner.ts:17:5 - parameter "big": its type is bigint, ${fix}`,
    `src/planner.ts:18:5 - parameter "key": its type is symbol, ${fix}`,
    `src/planner.ts:19:5 - parameter "inventory": its type has, at inventory.stock, Map<string, number>, ${fix}`,
    `src/planner.ts:20:5 - parameter "pattern": its type is RegExp, ${fix}`,
    `src/planner.ts:21:5 - parameter "nested": its type has, at nested.onDone, a function, ${fix}`,
  ]);
});

it("describes Date as a checked ISO date-time string and records where Dates sit", () => {
  const plan = generate().specs.methods["Planner.plan"];
  const [due, stops, byDay, maybe] = plan?.params ?? [];
  const dateTime = { type: "string", format: "date-time", pattern: DATE_TIME_PATTERN };
  expect(due?.schema).toEqual(dateTime);
  expect(due?.dates).toEqual([[]]);
  expect(due?.dtoClass).toBeUndefined();
  expect((stops?.schema as { items: { properties: Record<string, unknown> } }).items.properties.at).toEqual(dateTime);
  expect(stops?.dates).toEqual([["[]", "at"]]);
  expect(byDay?.dates).toEqual([["{}"]]);
  expect(maybe?.dates).toEqual([[]]);
  const pattern = new RegExp(DATE_TIME_PATTERN);
  for (const good of ["2026-03-01T10:00:00Z", "2026-03-01T10:00:00.5+02:00", "2026-12-31t23:59:59z"]) expect(pattern.test(good)).toBe(true);
  for (const bad of ["2026-13-01T10:00:00Z", "2026-03-01", "tomorrow", "2026-03-01T10:00:00", "2026-03-01T24:00:00Z", "2026-03-01 10:00:00Z", "2026-02-30T10:00:00Z", "2026-12-31T23:59:60Z"]) expect(pattern.test(bad)).toBe(false);
});
