import * as path from "node:path";
import { removeTempProject, writeTempProject } from "../__fixtures__/temp-project";
import { generateSpecs } from "./generate-specs";
import { formatGenerationError } from "./generation-error";

// A user's project as issue 10 describes it: `tsc --init`-style strictness, the generated module imported
// before it exists, and type errors that have nothing to do with the agentic signatures.
const DESK = `import "reflect-metadata";
import "./agentic.generated";
import { AgenticFunction, ContextParam } from "@agentic-ts/core";

export class Desk {
  /** Refund an order. @param orderId The order. */
  @AgenticFunction()
  refund(orderId: string, @ContextParam() customerId: string) {
    const unused: number = "body errors do not change the signature";
    return { orderId, customerId, unused };
  }

  /** Broken. */
  @AgenticFunction()
  broken(ticket: Missing) {
    return ticket;
  }
}
`;
const UNRELATED = `export const total: number = "not a number";\n`;

const dirs: string[] = [];
afterAll(() => dirs.forEach(removeTempProject));

function generate(compilerOptions: Record<string, unknown> = {}) {
  const dir = writeTempProject({ "src/desk.ts": DESK, "src/unrelated.ts": UNRELATED, "node_modules/reflect-metadata/index.d.ts": "export {};\n" }, compilerOptions);
  dirs.push(dir);
  return generateSpecs({ project: path.join(dir, "tsconfig.json"), outFile: path.join(dir, "src/agentic.generated.ts"), cwd: dir });
}

it("generates what it can: type errors outside signatures are reported apart, a signature's own fails only that target", () => {
  const { specs, errors, typeErrors } = generate({ noUncheckedSideEffectImports: true });
  expect(Object.keys(specs.methods)).toEqual(["Desk.refund"]);
  expect(specs.methods["Desk.refund"]?.params.map((p) => p.name)).toEqual(["orderId", "customerId"]);
  expect(errors.map(formatGenerationError)).toEqual([
    "src/desk.ts:15:18 - type error in this signature: TS2304: Cannot find name 'Missing'.",
  ]);
  // No error for the missing ./agentic.generated, with or without noUncheckedSideEffectImports.
  expect(typeErrors.map(formatGenerationError)).toEqual([
    "src/desk.ts:9:11 - TS2322: Type 'string' is not assignable to type 'number'.",
    "src/unrelated.ts:1:14 - TS2322: Type 'string' is not assignable to type 'number'.",
  ]);
});

it("names the decorator flags a tsconfig lacks first, before the compiler's decorator errors they cause, and generates nothing", () => {
  const { specs, errors } = generate({ experimentalDecorators: null, emitDecoratorMetadata: null });
  expect(specs.methods).toEqual({});
  expect(specs.refused).toBeUndefined();
  const printed = errors.map(formatGenerationError);
  expect(printed[0]).toBe(
    'tsconfig.json:1:1 - @AgenticFunction classes need legacy decorators with metadata: add "experimentalDecorators": true, ' +
      '"emitDecoratorMetadata": true to "compilerOptions" in tsconfig.json',
  );
  // Standard decorators reject the parameter decorator (TS1206): reported after the hint, in file order.
  expect(printed.slice(1)).toEqual(expect.arrayContaining([expect.stringMatching(/^src\/desk\.ts:\d+:\d+ - .*TS1206: Decorators are not valid here\./)]));
  expect(printed.slice(1)).toEqual([...printed.slice(1)].sort((a, b) => a.localeCompare(b, "en", { numeric: true })));
});

it("lists a method whose signature it refuses under `refused`, with its reasons located in its file", () => {
  const { specs } = generate();
  expect(specs.refused).toEqual({
    "Desk.broken": { file: "desk.ts", reasons: ["15:18 - type error in this signature: TS2304: Cannot find name 'Missing'."] },
  });
});
