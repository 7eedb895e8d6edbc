import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadProject } from "@agentic-ts/schema-gen";
import type ts from "typescript";
import { captureIo as capture } from "../../__fixtures__/capture-io";
import { main } from "../cli";
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
    const loaded = loadProject(target.project, dir);
    if (!loaded.ok) throw new Error("the fixture project does not load");
    program = loaded.value.program;
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

describe("agentic gen with stamps", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(path.dirname(FIXTURE), "tmp-stamped-"));
    cpSync(FIXTURE, dir, { recursive: true });
    rmSync(path.join(dir, "src/agentic.generated.ts"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const gen = async (...extra: string[]): Promise<{ code: number; out: string[]; err: string[] }> => {
    const io = capture(dir);
    const code = await main(["gen", "-p", "tsconfig.json", "-o", "src/agentic.generated.ts", ...extra], io);
    return { code, out: io.stdout, err: io.stderr };
  };

  it("regenerates a module deleted after a stamped run, and a signature changed after it; --force ignores the stamp", async () => {
    expect(await gen()).toEqual({ code: 0, out: ["src/agentic.generated.ts: written (1 specs)."], err: [] });
    expect(await gen()).toEqual({ code: 0, out: ["src/agentic.generated.ts: unchanged (1 specs)."], err: [] });
    rmSync(path.join(dir, "src/agentic.generated.ts"));
    expect((await gen()).out).toEqual(["src/agentic.generated.ts: written (1 specs)."]);
    const shop = path.join(dir, "src/shop.ts");
    writeFileSync(shop, readFileSync(shop, "utf8").replace("quantity: Int", "quantity: string"));
    const stale = await gen("--check");
    expect(stale.code).toBe(1);
    expect(stale.err.join("\n")).toMatch(/Shop\.place: changed/);
    expect((await gen("--force")).out).toEqual(["src/agentic.generated.ts: written (1 specs)."]);
    expect(await gen("--check")).toEqual({ code: 0, out: ["src/agentic.generated.ts: up to date (1 specs)."], err: [] });
  });
});
