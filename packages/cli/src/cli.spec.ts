import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { captureIo as capture } from "../__fixtures__/capture-io";
import { main } from "./cli";

const FIXTURE = path.join(__dirname, "../__fixtures__/shop");

describe("agentic (top level)", () => {
  it("prints help with --help and exits 0", async () => {
    const io = capture(process.cwd());
    expect(await main(["--help"], io)).toBe(0);
    expect(io.stdout.join("\n")).toMatch(/^Usage: agentic <command>/);
  });

  it("exits 2 with the usage for no command, an unknown command or an unknown option", async () => {
    expect(await main([], capture(process.cwd()))).toBe(2);
    const unknown = capture(process.cwd());
    expect(await main(["frobnicate"], unknown)).toBe(2);
    expect(unknown.stderr.join("\n")).toMatch(/unknown command "frobnicate"/);
    const badOption = capture(process.cwd());
    expect(await main(["gen", "--bogus"], badOption)).toBe(2);
    expect(badOption.stderr.join("\n")).toMatch(/agentic gen: .*bogus/);
  });

  it("prints each command's help with --help and with help <command>, listing exit codes", async () => {
    for (const [command, marker] of [["gen", /--check/], ["explain", /--args <json>/], ["run", /examples\/<name>\/dist\/main\.js/]] as const) {
      const viaFlag = capture(process.cwd());
      expect(await main([command, "--help"], viaFlag)).toBe(0);
      const viaHelp = capture(process.cwd());
      expect(await main(["help", command], viaHelp)).toBe(0);
      expect(viaHelp.stdout).toEqual(viaFlag.stdout);
      expect(viaFlag.stdout.join("\n")).toMatch(new RegExp(`^Usage: agentic ${command} `));
      expect(viaFlag.stdout.join("\n")).toMatch(marker);
      expect(viaFlag.stdout.join("\n")).toMatch(/\nExit codes: 0 /);
    }
    const main_ = capture(process.cwd());
    expect(await main(["help"], main_)).toBe(0);
    expect(main_.stdout.join("\n")).toMatch(/ {2}explain {2}.*\n {2}run {6}/);
    const unknown = capture(process.cwd());
    expect(await main(["help", "frob"], unknown)).toBe(2);
    expect(unknown.stderr).toEqual(['agentic help: unknown command "frob" (commands: gen, explain, run, trace, runs, eval).']);
  });

  it("prints the gen help with gen --help", async () => {
    const io = capture(process.cwd());
    expect(await main(["gen", "--help"], io)).toBe(0);
    expect(io.stdout.join("\n")).toMatch(/--check/);
  });
});

describe("agentic gen on a project", () => {
  let dir: string;
  let io: ReturnType<typeof capture>;
  const args = (...extra: string[]): string[] => ["gen", "-p", "tsconfig.json", "-o", "src/agentic.generated.ts", ...extra];

  beforeEach(() => {
    // A copy inside the fixtures folder, so "@agentic-ts/core" resolves through the same relative path.
    dir = mkdtempSync(path.join(path.dirname(FIXTURE), "tmp-shop-"));
    cpSync(FIXTURE, dir, { recursive: true });
    rmSync(path.join(dir, "src/agentic.generated.ts"));
    io = capture(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes the module, then --check passes; a changed signature makes --check fail naming the file", async () => {
    expect(await main([...args("--check")], io)).toBe(1);
    expect(io.stderr.join("\n")).toMatch(/src\/agentic\.generated\.ts: missing\. Run `agentic gen`/);

    expect(await main(args(), (io = capture(dir)))).toBe(0);
    expect(io.stdout).toEqual(["src/agentic.generated.ts: written (1 specs)."]);
    const text = readFileSync(path.join(dir, "src/agentic.generated.ts"), "utf8");
    expect(text).toContain('"Shop.place"');
    expect(text).toContain('"type": "integer"');

    expect(await main(args("--check"), (io = capture(dir)))).toBe(0);
    expect(await main(args(), (io = capture(dir)))).toBe(0);
    expect(io.stdout).toEqual(["src/agentic.generated.ts: unchanged (1 specs)."]);

    const shop = path.join(dir, "src/shop.ts");
    writeFileSync(shop, readFileSync(shop, "utf8").replace("quantity: Int", "quantity: string"));
    expect(await main(args("--check"), (io = capture(dir)))).toBe(1);
    expect(io.stderr).toEqual([
      "src/agentic.generated.ts: Shop.place: changed",
      "src/agentic.generated.ts: stale (the signatures changed). Run `agentic gen` and commit the result.",
    ]);

    // A stamped run is skipped only while its module is as written, and --force generates anyway.
    expect(await main(args(), (io = capture(dir)))).toBe(0);
    expect(io.stdout).toEqual(["src/agentic.generated.ts: written (1 specs)."]);
    rmSync(path.join(dir, "src/agentic.generated.ts"));
    expect(await main(args(), (io = capture(dir)))).toBe(0);
    expect(io.stdout).toEqual(["src/agentic.generated.ts: written (1 specs)."]);
    expect(await main(args("--force"), (io = capture(dir)))).toBe(0);
    expect(io.stdout).toEqual(["src/agentic.generated.ts: unchanged (1 specs)."]);
  });

  it("writes the methods' parameter names in a types module beside it, which --check checks too", async () => {
    expect(await main(args(), io)).toBe(0);
    const typesFile = path.join(dir, "src/agentic.generated.types.ts");
    const types = readFileSync(typesFile, "utf8");
    expect(types).toContain('readonly owner: import("./shop.js").Shop; readonly method: "place"');
    // Nothing imports it, and it imports nothing: the sources import the generated module, not this one.
    expect(readFileSync(path.join(dir, "src/agentic.generated.ts"), "utf8")).not.toContain("AgenticMethodParams");
    expect(types).not.toMatch(/^import /m);

    rmSync(typesFile);
    expect(await main(args("--check"), (io = capture(dir)))).toBe(1);
    expect(io.stderr).toEqual([
      "src/agentic.generated.types.ts: missing (the parameter names approval policies are typed from). Run `agentic gen` and commit the result.",
    ]);
    expect(await main(args(), (io = capture(dir)))).toBe(0);
    expect(io.stdout).toEqual(["src/agentic.generated.ts: written (1 specs)."]);
    expect(readFileSync(typesFile, "utf8")).toBe(types);
    expect(await main(args("--check"), (io = capture(dir)))).toBe(0);
  });

  it("makes the stale spec fail at run time too, naming the method and agentic gen", async () => {
    expect(await main(args(), io)).toBe(0);
    const shop = path.join(dir, "src/shop.ts");
    writeFileSync(shop, readFileSync(shop, "utf8").replace("quantity: Int", "quantity: string"));
    // Compile the edited class and the (now stale) generated module the way tsc would, then load them.
    for (const name of ["shop", "agentic.generated"]) {
      const source = readFileSync(path.join(dir, `src/${name}.ts`), "utf8");
      const { outputText } = ts.transpileModule(source, {
        compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, experimentalDecorators: true, emitDecoratorMetadata: true },
      });
      writeFileSync(path.join(dir, `src/${name}.js`), outputText);
    }
    require("reflect-metadata");
    expect(() => require(path.join(dir, "src/shop.js"))).toThrow(
      "Shop.place: its generated spec (from shop.ts) is stale — parameter #1 (quantity) was Number when generated and is String now. Run `agentic gen` to regenerate it.",
    );
  });

  it("reports unsupported signatures with file:line (exit 1) and writes only the refusal, which start-up then reports", async () => {
    const shop = path.join(dir, "src/shop.ts");
    writeFileSync(shop, readFileSync(shop, "utf8").replace("place(sku: string,", "place(...skus: string[]) {} other(sku: string,"));
    expect(await main(args(), io)).toBe(1);
    expect(io.stderr.join("\n")).toMatch(/src\/shop\.ts:\d+:\d+ - .*rest parameter/i);
    expect(io.stderr.at(-1)).toBe("agentic gen: 1 error(s); src/agentic.generated.ts leaves out what they name.");
    const generated = readFileSync(path.join(dir, "src/agentic.generated.ts"), "utf8");
    expect(generated).toContain('"refused": {\n    "Shop.place": {');
    expect(generated).not.toContain('"methods": {\n    "Shop.place"');
  });

  it("still reports no method as refused when the project lacks the decorator flags: the flags come first", async () => {
    const tsconfig = path.join(dir, "tsconfig.json");
    const config = JSON.parse(readFileSync(tsconfig, "utf8")) as { compilerOptions: Record<string, unknown> };
    delete config.compilerOptions.experimentalDecorators;
    writeFileSync(tsconfig, JSON.stringify(config));
    expect(await main(args(), io)).toBe(1);
    expect(io.stderr[0]).toMatch(/^tsconfig\.json:1:1 - @AgenticFunction classes need legacy decorators with metadata: add "experimentalDecorators": true/);
    expect(existsSync(path.join(dir, "src/agentic.generated.ts"))).toBe(false);
  });

  it("writes the specs despite a type error in an unrelated file, printing it as a type error (exit 0)", async () => {
    writeFileSync(path.join(dir, "src/unrelated.ts"), 'export const total: number = "three";\n');
    expect(await main(args(), io)).toBe(0);
    expect(io.stderr).toEqual([
      "src/unrelated.ts:1:14 - TS2322: Type 'string' is not assignable to type 'number'.",
      "agentic gen: 1 type error(s) outside agentic signatures (printed above); they do not stop src/agentic.generated.ts.",
    ]);
    expect(io.stdout).toEqual(["src/agentic.generated.ts: written (1 specs)."]);
  });

  it("reads its targets from agentic.config.json by default and names the fix when the file is missing", async () => {
    expect(await main(["gen"], io)).toBe(2);
    expect(io.stderr.join("\n")).toMatch(/agentic\.config\.json not found/);
    writeFileSync(path.join(dir, "agentic.config.json"), JSON.stringify({ targets: [{ project: "tsconfig.json", out: "src/agentic.generated.ts" }] }));
    expect(await main(["gen"], (io = capture(dir)))).toBe(0);
    expect(await main(["gen", "--check", "--quiet"], (io = capture(dir)))).toBe(0);
    expect(io.stdout).toEqual([]);
  });
});
