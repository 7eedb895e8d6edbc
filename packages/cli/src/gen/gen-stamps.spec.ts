import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type ts from "typescript";
import { GenStamps } from "./gen-stamps";

const FIXTURE = path.join(__dirname, "../../__fixtures__/shop");

describe("GenStamps", () => {
  let dir: string;
  let stamps: string;
  let target: { project: string; out: string };
  let program: ts.Program;

  beforeAll(() => {
    // A copy inside the fixtures folder, so "@agentic-ts/core" resolves through the same relative path.
    dir = mkdtempSync(path.join(path.dirname(FIXTURE), "tmp-stamps-"));
    cpSync(FIXTURE, dir, { recursive: true });
    stamps = path.join(dir, "stamps");
    target = { project: "tsconfig.json", out: path.join(dir, "src/agentic.generated.ts") };
    // The stamp only asks a program for the files it read: these stand in for a built one (cli.spec runs the real thing).
    const read = ["src/shop.ts", "src/agentic.generated.ts"].map((f) => ({ fileName: path.join(dir, f) }));
    program = { getSourceFiles: () => read } as unknown as ts.Program;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const fresh = (tool = "gen 1"): GenStamps => new GenStamps(stamps, tool);

  it("holds after a clean run until a file the program read changes, and again once its text is back", () => {
    fresh().record(target, dir, program, 1);
    expect(fresh().upToDate(target, dir)).toBe(1);
    const shop = path.join(dir, "src/shop.ts");
    const text = readFileSync(shop, "utf8");
    appendFileSync(shop, "\n// edited\n");
    expect(fresh().upToDate(target, dir)).toBeUndefined();
    writeFileSync(shop, text);
    expect(fresh().upToDate(target, dir)).toBe(1);
  });

  it("does not hold for another generator, an edited module, a new file in the project or changed settings", () => {
    fresh().record(target, dir, program, 1);
    expect(fresh("gen 2").upToDate(target, dir)).toBeUndefined();
    expect(fresh().upToDate({ ...target, importFrom: "@my/core" }, dir)).toBeUndefined();

    const module = readFileSync(target.out, "utf8");
    writeFileSync(target.out, `${module}\n`);
    expect(fresh().upToDate(target, dir)).toBeUndefined();
    writeFileSync(target.out, module);

    const added = path.join(dir, "src/added.ts");
    writeFileSync(added, "export const added = 1;\n");
    expect(fresh().upToDate(target, dir)).toBeUndefined();
    rmSync(added);

    const config = path.join(dir, "tsconfig.json");
    const settings = readFileSync(config, "utf8");
    writeFileSync(config, settings.replace('"strict": true', '"strict": false'));
    expect(fresh().upToDate(target, dir)).toBeUndefined();
    writeFileSync(config, settings);
    expect(fresh().upToDate(target, dir)).toBe(1);
  });

  it("skips nothing without a folder", () => {
    const none = new GenStamps(undefined, "gen 1");
    none.record(target, dir, program, 1);
    expect(none.upToDate(target, dir)).toBeUndefined();
  });
});
