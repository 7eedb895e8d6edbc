import Module, { createRequire } from "node:module";
import path from "node:path";
import { registerTsHook, transpileTs } from "./ts-require-hook";

const ENTRY = path.join(__dirname, "../../__fixtures__/ts-hook/entry.ts");
const extensions = (Module as unknown as { _extensions: Record<string, unknown> })._extensions;

describe("registerTsHook", () => {
  it("lets node's own require load a .ts file and its relative .ts imports, decorators and metadata included", () => {
    require("reflect-metadata");
    // Another loader (e.g. one a test tool registered in this worker) would be kept by design; set it aside.
    const previous = extensions[".ts"];
    delete extensions[".ts"];
    const unregister = registerTsHook();
    // createRequire gives node's require, not jest's: the hook is what compiles the files.
    const nodeRequire = createRequire(ENTRY);
    try {
      const loaded = nodeRequire(ENTRY) as { greeting: string; decorated: string[]; paramTypes: unknown };
      expect(loaded.greeting).toBe("HELLO ADA!");
      expect(loaded.decorated).toEqual(["greet"]);
      expect(loaded.paramTypes).toEqual([String]);
    } finally {
      unregister();
      for (const file of Object.keys(nodeRequire.cache)) if (file.includes("ts-hook")) delete nodeRequire.cache[file];
    }
    expect(extensions[".ts"]).toBeUndefined();
    if (previous !== undefined) extensions[".ts"] = previous;
  });

  it("keeps a .ts loader that is already registered", () => {
    const other = (): void => undefined;
    extensions[".ts"] = other;
    try {
      registerTsHook()();
      expect(extensions[".ts"]).toBe(other);
    } finally {
      delete extensions[".ts"];
    }
  });

  it("compiles to CommonJS with legacy decorators", () => {
    const js = transpileTs("import { a } from './a';\nclass C { @d m(x: string) {} }\nexport const b: number = a;", "x.ts");
    expect(js).toContain('require("./a")');
    expect(js).toContain("__decorate");
    expect(js).toContain('__metadata("design:paramtypes", [String])');
  });
});
