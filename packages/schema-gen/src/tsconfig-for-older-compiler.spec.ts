import { execFileSync } from "node:child_process";
import path from "node:path";
import { ts } from "./compiler-api";
import { generateSpecs } from "./generate-specs";
import { loadProject } from "./load-project";
import { adaptConfigForOlderCompiler } from "./tsconfig-for-older-compiler";

const FIXTURE = path.join(__dirname, "../__fixtures__/newer-tsconfig");
const REPO = path.join(__dirname, "../../..");
const adapt = (compilerOptions: object) => adaptConfigForOlderCompiler(JSON.stringify({ compilerOptions }), "tsconfig.json");
const optionsOf = (text: string) => (JSON.parse(text) as { compilerOptions: Record<string, unknown> }).compilerOptions;

describe("adaptConfigForOlderCompiler", () => {
  it("leaves a tsconfig TypeScript 5.9 knows as it is, text and all", () => {
    const text = '{ // mine\n "compilerOptions": { "target": "es2022", "lib": ["ES2024", "esnext.iterator"], "module": "NodeNext", "moduleResolution": "node" } }';
    expect(adaptConfigForOlderCompiler(text, "tsconfig.json")).toEqual({ text, mapped: [] });
  });

  it("maps a newer target, lib, module and moduleResolution to the nearest values 5.9 knows", () => {
    const { text, mapped } = adapt({ target: "ES2025", lib: ["es2025", "ES2025.Iterator", "esnext.temporal", "dom"], module: "node22", moduleResolution: "node22" });
    expect(optionsOf(text)).toEqual({ target: "ESNext", lib: ["esnext", "esnext.iterator", "esnext", "dom"], module: "NodeNext", moduleResolution: "NodeNext" });
    expect(mapped).toEqual([
      'target "ES2025" → "ESNext"',
      'module "node22" → "NodeNext"',
      'moduleResolution "node22" → "NodeNext"',
      'lib "es2025" → "esnext"',
      'lib "ES2025.Iterator" → "esnext.iterator"',
      'lib "esnext.temporal" → "esnext"',
    ]);
  });

  it("maps TypeScript 6's LatestStandard and drops its ignoreDeprecations \"6.0\"", () => {
    const { text, mapped } = adapt({ target: "LatestStandard", ignoreDeprecations: "6.0", module: "preserve2" });
    expect(optionsOf(text)).toEqual({ target: "ESNext", module: "ESNext" });
    expect(mapped).toEqual(['target "LatestStandard" → "ESNext"', 'module "preserve2" → "ESNext"', 'ignoreDeprecations "6.0" dropped']);
  });
});

describe("gen with a tsconfig written for TypeScript 6 and 7", () => {
  it("is a tsconfig tsc 6.0 and 7.0 accept", () => {
    for (const compiler of ["typescript-6", "typescript-7"]) {
      const shown = execFileSync(process.execPath, [path.join(REPO, "node_modules", compiler, "bin/tsc"), "-p", FIXTURE, "--showConfig"], { encoding: "utf8" });
      expect(shown).toContain('"target": "es2025"');
    }
  });

  it("is read by gen's TypeScript 5.9, with one note naming what was mapped and the compiler's version", () => {
    const loaded = loadProject("tsconfig.json", FIXTURE);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
    expect(loaded.value.note).toBe(
      `agentic gen compiles with its own TypeScript ${ts.version}, which does not know these tsconfig values or defaults; it read ` +
        'tsconfig.json: ignoreDeprecations "6.0" dropped; ' +
        'tsconfig.base.json: target "ES2025" → "ESNext", lib "ES2025" → "esnext", lib "es2025.iterator" → "esnext.iterator", lib "esnext.temporal" → "esnext".',
    );
    expect(ts.version).toMatch(/^5\.9\./);
    expect(loaded.value.program.getCompilerOptions().target).toBe(ts.ScriptTarget.ESNext);
  });

  it("generates the specs, and the ES2025 API the source uses type-checks", () => {
    const { specs, errors, typeErrors } = generateSpecs({ project: path.join(FIXTURE, "tsconfig.json"), outFile: path.join(FIXTURE, "src/agentic.generated.ts"), cwd: FIXTURE });
    expect({ errors, typeErrors }).toEqual({ errors: [], typeErrors: [] });
    expect(Object.keys(specs.methods)).toEqual(["Desk.refund"]);
  });
});
