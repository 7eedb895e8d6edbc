import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as TJS from "typescript-json-schema";
import { ts } from "./compiler-api";

describe("the compiler API the generator runs on", () => {
  it("is the module typescript-json-schema loads, TypeScript 5.9", () => {
    expect(ts).toBe(TJS.ts);
    expect(ts.version).toMatch(/^5\.9\./);
  });

  // Under a project with TypeScript 7 at the top of node_modules, `require("typescript")` from this package
  // is the project's compiler (no JavaScript API), and its declarations would name that compiler's types.
  it("is never imported by name from the package's sources or declarations", () => {
    const sources = readdirSync(__dirname).filter((f) => f.endsWith(".ts") && !f.endsWith(".spec.ts"));
    const byName = sources.filter((f) => /(from|import\(|require\()\s*["']typescript["']/.test(readFileSync(path.join(__dirname, f), "utf8")));
    expect(byName).toEqual([]);
  });
});
