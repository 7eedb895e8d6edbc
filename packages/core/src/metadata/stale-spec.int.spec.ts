import "reflect-metadata";
import { AgenticFunction } from "../decorators/agentic-function.decorator";
import { agenticFunction } from "../decorators/agentic-function";
import { ContextParam } from "../decorators/context-param.decorator";
import { getFunctionSpec } from "./function-spec-registry";
import type { GeneratedSpecs } from "./generated-spec";
import { clearGeneratedSpecs, registerGeneratedSpecs } from "./generated-spec-registry";

// Staleness the reflected types cannot show: a renamed parameter (same type) and a method added later.
beforeEach(() =>
  registerGeneratedSpecs({
    version: 1,
    methods: {
      "Desk.refund": {
        file: "desk.ts",
        params: [
          { name: "orderId", index: 0, kind: "llm", optional: false, designType: "String", schema: { type: "string" } },
          { name: "customerId", index: 1, kind: "context", optional: false, designType: "String" },
        ],
      },
    },
    functions: {
      lookup: { file: "lookup.ts", params: [{ name: "orderId", index: 0, kind: "llm", optional: false, designType: "String", schema: { type: "string" } }] },
    },
  }),
);
afterEach(() => clearGeneratedSpecs());

it("fails when a parameter was renamed since generation, naming both names and agentic gen", () => {
  expect(() => {
    class Desk {
      @AgenticFunction()
      refund(orderRef: string, @ContextParam() customerId: string) {
        return [orderRef, customerId];
      }
    }
    return Desk;
  }).toThrow('Desk.refund: its generated spec (from desk.ts) is stale — parameter #0 is named "orderRef" now, "orderId" when generated. Run `agentic gen` to regenerate it.');
  expect(() => agenticFunction(function lookup(orderRef: string) { return orderRef; })).toThrow(/agenticFunction "lookup".*stale.*agentic gen/);
});

it("accepts the generated names, and minified code whose names were all mangled", () => {
  class Desk {
    @AgenticFunction()
    refund(orderId: string, @ContextParam() customerId: string) {
      return [orderId, customerId];
    }
  }
  expect(getFunctionSpec(new Desk().refund)?.params.map((p) => p.name)).toEqual(["orderId", "customerId"]);
  const mangled = new Function("return function lookup(e) { return e; }")() as (orderId: string) => string;
  expect(getFunctionSpec(agenticFunction(mangled))?.params.map((p) => p.name)).toEqual(["orderId"]);
});

it("fails for a decorated method added to a generated class after generation, even without parameters", () => {
  expect(() => {
    class Desk {
      @AgenticFunction()
      refund(orderId: string, @ContextParam() customerId: string) {
        return [orderId, customerId];
      }

      /** Close the ticket. */
      @AgenticFunction()
      close() {
        return "closed";
      }
    }
    return Desk;
  }).toThrow("Desk.close: the generated module has specs for Desk (from desk.ts) but none for this method — it was added after the last `agentic gen`. Run `agentic gen` to regenerate it.");
});

describe("a method agentic gen refused", () => {
  const refusedModule = {
    version: 1 as const,
    methods: {},
    functions: {},
    refused: {
      "Ledger.tally": { file: "ledger.ts", reasons: ['8:9 - parameter "m": its type is Map<string, number>, which the model cannot send as JSON'] },
    },
  };
  const defineLedger = () => {
    class Ledger {
      @AgenticFunction()
      tally(m: Map<string, number>) {
        return m.size;
      }
    }
    return Ledger;
  };

  it("fails at definition as refused, with gen's reason — not as a method added after the last gen", () => {
    registerGeneratedSpecs(refusedModule);
    expect(defineLedger).toThrow(
      'Ledger.tally: `agentic gen` refused this method, so it has no spec — ledger.ts:8:9 - parameter "m": its type is Map<string, number>, ' +
        "which the model cannot send as JSON. Change the signature as the message says, then run `agentic gen` again.",
    );
  });

  it("is forgotten once a module generates the method (gen fixed and run again, in any order)", () => {
    const generated: GeneratedSpecs = {
      version: 1,
      methods: { "Ledger.tally": { file: "ledger.ts", params: [{ name: "m", index: 0, kind: "llm", optional: false, designType: "Map", schema: { type: "object" } }] } },
      functions: {},
    };
    registerGeneratedSpecs(refusedModule);
    registerGeneratedSpecs(generated);
    expect(defineLedger).not.toThrow();
    clearGeneratedSpecs();
    registerGeneratedSpecs(generated);
    registerGeneratedSpecs(refusedModule);
    expect(defineLedger).not.toThrow();
  });
});
