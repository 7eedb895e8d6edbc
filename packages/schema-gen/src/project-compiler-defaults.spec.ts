import * as path from "node:path";
import { removeTempProject, writeTempProject } from "../__fixtures__/temp-project";
import { generateSpecs } from "./generate-specs";
import { loadProject } from "./load-project";

// A tsconfig written for TypeScript 6 or 7 that leaves `strict` out means strict: that compiler's default.
// The project's TypeScript is the `typescript` package its folder resolves (a manifest is all gen reads).
const DESK = `import { AgenticFunction } from "@agentic-ts/core";
export class Desk {
  /** Note a ticket. @param label A label, or null for none. */
  @AgenticFunction()
  note(label: string | null) { return label; }
}
`;

const dirs: string[] = [];
afterAll(() => dirs.forEach(removeTempProject));

function project(typescriptVersion: string | undefined, compilerOptions: Record<string, unknown>): string {
  const files: Record<string, string> = { "src/desk.ts": DESK };
  if (typescriptVersion !== undefined) files["node_modules/typescript/package.json"] = JSON.stringify({ name: "typescript", version: typescriptVersion });
  const dir = writeTempProject(files, compilerOptions);
  dirs.push(dir);
  return dir;
}

const labelSchema = (dir: string) => {
  const { specs, errors } = generateSpecs({ project: path.join(dir, "tsconfig.json"), outFile: path.join(dir, "src/agentic.generated.ts"), cwd: dir });
  expect(errors).toEqual([]);
  return specs.methods["Desk.note"]?.params[0]?.schema;
};

it("reads a tsconfig without `strict` as strict when the project's TypeScript is 6 or later, and says so", () => {
  for (const version of ["6.0.3", "7.0.2"]) {
    const dir = project(version, { strict: null });
    const loaded = loadProject("tsconfig.json", dir);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
    expect(loaded.value.program.getCompilerOptions().strict).toBe(true);
    expect(loaded.value.note).toContain(`tsconfig.json: strict → true (the default of the project's TypeScript ${version}; 5.9's is false)`);
    // Under strictNullChecks the null stays in the schema, as the project's own compiler types it.
    expect(labelSchema(dir)).toMatchObject({ type: ["null", "string"] });
  }
});

it("keeps 5.9's reading for a 5.x project, or a tsconfig that sets strict itself", () => {
  const five = project("5.9.3", { strict: null });
  const loaded = loadProject("tsconfig.json", five);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
  expect(loaded.value.program.getCompilerOptions().strict).toBeUndefined();
  expect(loaded.value.note).toBeUndefined();
  const explicit = project("7.0.2", { strict: false });
  const read = loadProject("tsconfig.json", explicit);
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  expect(read.value.program.getCompilerOptions().strict).toBe(false);
  expect(read.value.note).toBeUndefined();
});
