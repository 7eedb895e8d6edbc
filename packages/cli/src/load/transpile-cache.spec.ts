import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { TranspileCache, transpileCacheDir } from "./transpile-cache";

describe("TranspileCache", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "agentic-transpile-cache-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A cache over `folder` and a compiler that counts its calls. */
  const counting = (folder: string | undefined, salt = "ts 5.9") => {
    let compiles = 0;
    const cache = new TranspileCache(folder, salt);
    const get = (source: string, file = "/p/a.ts"): string =>
      cache.get(source, file, () => {
        compiles++;
        return `compiled(${source})`;
      });
    return { get, compiles: () => compiles };
  };

  it("compiles a file once; the next process (another cache over the same folder) reads it back", () => {
    const first = counting(path.join(dir, "c"));
    expect(first.get("let a = 1;")).toBe("compiled(let a = 1;)");
    expect(first.get("let a = 1;")).toBe("compiled(let a = 1;)");
    expect(first.compiles()).toBe(1);
    const next = counting(path.join(dir, "c"));
    expect(next.get("let a = 1;")).toBe("compiled(let a = 1;)");
    expect(next.compiles()).toBe(0);
  });

  it("compiles again when the source, the file's path or the compiler (salt) changes", () => {
    const cache = counting(path.join(dir, "c"));
    cache.get("let a = 1;");
    cache.get("let a = 2;");
    cache.get("let a = 1;", "/p/b.ts");
    expect(cache.compiles()).toBe(3);
    const upgraded = counting(path.join(dir, "c"), "ts 5.10");
    upgraded.get("let a = 1;");
    expect(upgraded.compiles()).toBe(1);
  });

  it("leaves no temporary file behind", () => {
    const cache = counting(path.join(dir, "c"));
    for (let i = 0; i < 20; i++) cache.get(`let a = ${i};`);
    const files = readdirSync(path.join(dir, "c"), { recursive: true }).map(String);
    expect(files.filter((f) => f.endsWith(".js"))).toHaveLength(20);
    expect(files.filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("compiles every time when off, and when its folder cannot be written", () => {
    const off = counting(undefined);
    off.get("x");
    off.get("x");
    expect(off.compiles()).toBe(2);
    const blocked = path.join(dir, "a-file");
    writeFileSync(blocked, "not a folder");
    const broken = counting(blocked);
    expect(broken.get("x")).toBe("compiled(x)");
    expect(broken.get("x")).toBe("compiled(x)");
    expect(broken.compiles()).toBe(2);
  });
});

describe("transpileCacheDir", () => {
  it("is AGENTIC_TS_CACHE when set (0, false or off turn the cache off), else under the nearest node_modules", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "agentic-cache-dir-"));
    try {
      mkdirSync(path.join(root, "node_modules"));
      mkdirSync(path.join(root, "src", "deep"), { recursive: true });
      expect(transpileCacheDir(path.join(root, "src", "deep"), {})).toBe(path.join(root, "node_modules", ".cache", "agentic-ts", "transpiled"));
      expect(transpileCacheDir(root, { AGENTIC_TS_CACHE: "cache" })).toBe(path.join(root, "cache"));
      for (const off of ["0", "false", "OFF"]) expect(transpileCacheDir(root, { AGENTIC_TS_CACHE: off })).toBeUndefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
