import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import * as ts from "typescript";
import { SourceFileCache } from "./source-file-cache";

let dir: string;
let file: string;
const base: ts.CompilerOptions = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS, strict: true, types: [], noLib: true };

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "agentic-cache-"));
  file = path.join(dir, "a.ts");
  fs.writeFileSync(file, "export const a = 1;\n");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function build(cache: SourceFileCache, options: ts.CompilerOptions = base): ts.Program {
  return ts.createProgram({ rootNames: [file], options, host: cache.host(options) });
}

it("gives two programs the same parsed file while its text is unchanged", () => {
  const cache = new SourceFileCache();
  expect(build(cache).getSourceFile(file)).toBe(build(cache).getSourceFile(file));
});

it("parses a file again once its text changed, leaving the earlier program's tree as it was", () => {
  const cache = new SourceFileCache();
  const before = build(cache).getSourceFile(file);
  fs.writeFileSync(file, "export const a = 'one';\n");
  const after = build(cache).getSourceFile(file);
  expect(after).not.toBe(before);
  expect(after?.text).toBe("export const a = 'one';\n");
  expect(before?.text).toBe("export const a = 1;\n");
  expect(build(cache).getSourceFile(file)).toBe(after);
});

it("shares files across options that only move paths, not across options that change binding", () => {
  const cache = new SourceFileCache();
  const first = build(cache).getSourceFile(file);
  expect(build(cache, { ...base, baseUrl: dir, outDir: path.join(dir, "out") }).getSourceFile(file)).toBe(first);
  expect(build(cache, { ...base, strict: false }).getSourceFile(file)).not.toBe(first);
  expect(build(cache, { ...base, target: ts.ScriptTarget.ES5 }).getSourceFile(file)).not.toBe(first);
});

it("reports a missing file as missing, like the default host", () => {
  const cache = new SourceFileCache();
  fs.rmSync(file);
  const program = build(cache);
  expect(program.getSourceFile(file)).toBeUndefined();
  expect(ts.getPreEmitDiagnostics(program).map((d) => d.code)).toContain(6053);
});

describe("SourceFileCache.of", () => {
  it("is one cache per compiler instance, found again through any namespace copy of it", () => {
    const copy = { ...ts } as typeof ts; // what `import * as ts` may hand each importing module
    expect(SourceFileCache.of(ts)).toBe(SourceFileCache.of(copy));
    expect(build(SourceFileCache.of(ts)).getSourceFile(file)).toBe(build(SourceFileCache.of(copy)).getSourceFile(file));
  });

  it("keeps another compiler instance's files apart", () => {
    const other = { ...ts, createSourceFile: (...args: Parameters<typeof ts.createSourceFile>) => ts.createSourceFile(...args) } as typeof ts;
    expect(SourceFileCache.of(other)).not.toBe(SourceFileCache.of(ts));
    expect(SourceFileCache.of(other)).toBe(SourceFileCache.of(other));
  });
});
