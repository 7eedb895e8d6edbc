import "reflect-metadata";
import { AgenticFunction } from "../decorators/agentic-function.decorator";
import { ContextParam } from "../decorators/context-param.decorator";
import { LlmParam } from "../decorators/llm-param.decorator";
import { RuntimeParam } from "../decorators/runtime-param.decorator";
import { ConfigurationError } from "../errors/configuration-error";
import type { Runtime } from "../runtime/runtime";
import { getFunctionSpec } from "./function-spec-registry";
import type { GeneratedSpecs } from "./generated-spec";
import { clearGeneratedSpecs, registerGeneratedSpecs } from "./generated-spec-registry";

// A model-visible parameter and a hidden one sharing a name is refused when the class is defined: the
// model would believe it sets a value the function really takes from the context or the runtime.
afterEach(() => clearGeneratedSpecs());

function definitionError(define: () => unknown): ConfigurationError {
  try {
    define();
  } catch (error) {
    if (error instanceof ConfigurationError) return error;
    throw error;
  }
  throw new Error("the class was defined without an error");
}

describe("a model-visible and a hidden parameter sharing a name", () => {
  it("fails at definition when an @LlmParam name is a context key, naming the function, the parameters and the fix", () => {
    const error = definitionError(() => {
      class Desk {
        @AgenticFunction()
        refund(@LlmParam({ name: "customerId" }) orderId: string, @ContextParam("customerId") customer: string): string {
          return `${orderId}:${customer}`;
        }
      }
      return Desk;
    });
    expect(error.message).toContain("Desk.refund");
    expect(error.message).toContain('"customerId"');
    expect(error.message).toMatch(/parameter #0.*parameter #1/);
    expect(error.message).toContain("@ContextParam");
    expect(error.message).toContain("@LlmParam({ name:");
  });

  it("fails whichever comes first", () => {
    const error = definitionError(() => {
      class Desk {
        @AgenticFunction()
        refund(@ContextParam("user") user: string, @LlmParam({ name: "user" }) note: string): string {
          return `${user}:${note}`;
        }
      }
      return Desk;
    });
    expect(error.message).toContain("Desk.refund");
    expect(error.message).toMatch(/model-visible parameter #1 and the @ContextParam parameter #0 share the name "user"/);
  });

  it("compares with a hidden parameter's own name from the generated spec, for context and runtime parameters", () => {
    registerGeneratedSpecs({
      version: 1,
      methods: {
        "Desk.note": {
          file: "desk.ts",
          params: [
            { name: "text", index: 0, kind: "llm", optional: false, designType: "String", schema: { type: "string" } },
            { name: "user", index: 1, kind: "context", optional: false, designType: "String" },
          ],
        },
        "Desk.run": {
          file: "desk.ts",
          params: [
            { name: "text", index: 0, kind: "llm", optional: false, designType: "String", schema: { type: "string" } },
            { name: "rt", index: 1, kind: "runtime", optional: true, designType: "Object" },
          ],
        },
      },
      functions: {},
    } satisfies GeneratedSpecs);
    const context = definitionError(() => {
      class Desk {
        @AgenticFunction()
        note(@LlmParam({ name: "user" }) text: string, @ContextParam("customerId") user: string): string {
          return `${text}:${user}`;
        }
      }
      return Desk;
    });
    expect(context.message).toMatch(/Desk\.note: .*@ContextParam parameter #1 \(user\) share the name "user"/);
    const runtime = definitionError(() => {
      class Desk {
        @AgenticFunction()
        run(@LlmParam({ name: "rt" }) text: string, @RuntimeParam() rt?: unknown): string {
          return `${text}:${rt === undefined}`;
        }
      }
      return Desk;
    });
    expect(runtime.message).toMatch(/Desk\.run: .*@RuntimeParam parameter #1 \(rt\) share the name "rt"/);
  });

  it("accepts distinct names, and a context key that only matches another hidden parameter", () => {
    class Repo {}
    class Desk {
      @AgenticFunction()
      refund(
        @LlmParam({ name: "orderId" }) orderId: string,
        @ContextParam("customerId") customer: string,
        @ContextParam(Repo) repo: Repo,
        @RuntimeParam() runtime?: Runtime,
      ): string {
        return `${orderId}:${customer}:${repo instanceof Repo}:${runtime === undefined}`;
      }
    }
    const spec = getFunctionSpec(new Desk().refund)!;
    expect(spec.params.map((p) => [p.source, p.name])).toEqual([
      ["llm", "orderId"],
      ["context", "customerId"],
      ["context", "Repo"],
      ["runtime", "runtime"],
    ]);
  });
});
