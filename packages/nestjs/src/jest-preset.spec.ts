import { runInThisContext } from "node:vm";
import { pathToFileURL } from "node:url";
import path from "node:path";

// The files users point Jest at: `preset: "@agentic-ts/nestjs"`, or the transform spread into their own config.
const preset = require("../jest-preset.js") as { transform: Record<string, unknown>; transformIgnorePatterns: string[] };
const esm = require("../jest/esm-transform.js") as { transform: Record<string, string>; transformIgnorePatterns: string[] };
const transformer = require("../jest/esm-to-cjs.js") as {
  process(source: string, filename: string): { code: string };
  getCacheKey(source: string, filename: string): string;
};

const NEST_FILE = "/app/node_modules/@nestjs/core/injector/injector.js";
const OTHER_FILE = "/app/node_modules/rxjs/dist/cjs/index.js";

/** Evaluates CommonJS code as Node would, with `require` stubbed, and returns its exports. */
function load(code: string, filename: string, modules: Record<string, unknown>): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`);
  wrapper(module.exports, (name: string) => modules[name] ?? require(name), module, filename, path.dirname(filename));
  return module.exports;
}

describe("@agentic-ts/nestjs jest preset", () => {
  it("sends @nestjs files, and only them, through the ESM-to-CommonJS transformer", () => {
    const [pattern, target] = Object.entries(esm.transform)[0];
    expect(target).toBe(require.resolve("../jest/esm-to-cjs.js"));
    expect(new RegExp(pattern).test(NEST_FILE)).toBe(true);
    expect(new RegExp(pattern).test(OTHER_FILE)).toBe(false);
    const ignored = (file: string) => esm.transformIgnorePatterns.some((p) => new RegExp(p).test(file));
    expect(ignored(NEST_FILE)).toBe(false);
    expect(ignored(OTHER_FILE)).toBe(true);
    expect(preset.transform).toMatchObject(esm.transform);
    expect(preset.transformIgnorePatterns).toEqual(esm.transformIgnorePatterns);
  });

  it("rewrites an ES module (imports, exports, import.meta.url) as CommonJS that runs", () => {
    const source = [
      'import { join } from "node:path";',
      'import * as helpers from "./helpers.js";',
      "export const here = import.meta.url;",
      "export function twice(x) { return helpers.double(join('a', x)); }",
      "export default 42;",
    ].join("\n");
    const { code } = transformer.process(source, NEST_FILE);
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
    const exported = load(code, NEST_FILE, { "./helpers.js": { double: (s: string) => s + s } });
    expect(exported.here).toBe(pathToFileURL(NEST_FILE).href);
    expect((exported.twice as (x: string) => string)("b")).toBe(`${path.join("a", "b")}${path.join("a", "b")}`);
    expect(exported.default).toBe(42);
  });

  it("keys the cache on the file and its source", () => {
    const key = transformer.getCacheKey("export {}", NEST_FILE);
    expect(transformer.getCacheKey("export {}", NEST_FILE)).toBe(key);
    expect(transformer.getCacheKey("export const a = 1;", NEST_FILE)).not.toBe(key);
    expect(transformer.getCacheKey("export {}", `${NEST_FILE}x`)).not.toBe(key);
  });

  it("is what this repository's own Jest config uses (behind the cache its projects share)", () => {
    const config = require("../../../jest.config.js") as { projects: Array<{ transform: Record<string, unknown> }> };
    for (const project of config.projects) {
      for (const [pattern, transformer] of Object.entries(esm.transform)) {
        expect(project.transform[pattern]).toEqual([expect.stringMatching(/scripts\/jest\/shared-transform\.js$/), { transformer }]);
      }
    }
  });
});
