import "reflect-metadata";
import * as ts from "typescript";
import * as core from "../index";
import { ConfigurationError } from "../errors/configuration-error";

// A class compiled without `experimentalDecorators` (TC39 decorators, as tsc, tsx or esbuild emit them
// when the tsconfig they read lacks the flag), then run: the decorator must say what to set.
const SOURCE = `
import { AgenticFunction } from "@agentic-ts/core";
export class Desk {
  @AgenticFunction()
  refund() { return "refunded"; }
}
`;

function runCompiled(experimentalDecorators: boolean): unknown {
  const { outputText } = ts.transpileModule(SOURCE, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, experimentalDecorators, emitDecoratorMetadata: experimentalDecorators },
  });
  const module = { exports: {} as Record<string, unknown> };
  const requireShim = (id: string): unknown => {
    if (id === "@agentic-ts/core") return core;
    throw new Error(`unexpected require ${id}`);
  };
  new Function("require", "module", "exports", outputText)(requireShim, module, module.exports);
  return module.exports.Desk;
}

describe("a decorator called the TC39 way", () => {
  it("fails at class definition with a ConfigurationError naming experimentalDecorators", () => {
    let error: unknown;
    try {
      runCompiled(false);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toContain("@AgenticFunction on refund was called as a TC39 decorator");
    expect((error as Error).message).toContain('"experimentalDecorators": true');
  });

  it("is accepted as a legacy decorator from the same source with the flag set", () => {
    expect(typeof runCompiled(true)).toBe("function");
  });
});
