import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { IsInt, IsString, Max, MinLength } from "class-validator";
import { AgenticFunction } from "../decorators/agentic-function.decorator";
import { agenticFunction } from "../decorators/agentic-function";
import { ContextParam } from "../decorators/context-param.decorator";
import { LlmParam } from "../decorators/llm-param.decorator";
import { decision } from "../decision/decision";
import { DecisionError } from "../errors/decision-error";
import { renderOptions } from "../menu/render-options";
import { getFunctionSpec } from "./function-spec-registry";
import type { GeneratedSpecs } from "./generated-spec";
import { clearGeneratedSpecs, registerGeneratedSpecs } from "./generated-spec-registry";

// These tests register hand-written GeneratedSpecs in the shape `agentic gen` writes, to pin how the
// runtime merges, checks and uses them independently of the generator.
const refundSpec: GeneratedSpecs = {
  version: 1,
  methods: {
    "Desk.refund": {
      file: "desk.ts",
      description: "Issue a refund for an order.",
      params: [
        { name: "orderId", index: 0, kind: "llm", optional: false, designType: "String", schema: { type: "string", description: "The order to refund." }, description: "The order to refund." },
        { name: "amountCents", index: 1, kind: "llm", optional: false, designType: "Number", schema: { type: "integer" } },
        { name: "reason", index: 2, kind: "llm", optional: true, designType: "String", schema: { type: "string", enum: ["damaged", "late"] } },
        { name: "customerId", index: 3, kind: "context", optional: false, designType: "String" },
      ],
    },
  },
  functions: {
    lookup: { file: "lookup.ts", description: "Look an order up.", params: [{ name: "orderId", index: 0, kind: "llm", optional: false, designType: "String", schema: { type: "string" } }] },
  },
};

afterEach(() => clearGeneratedSpecs());

describe("generated specs", () => {
  it("supply names, schemas, descriptions, optionality and context keys", () => {
    registerGeneratedSpecs(refundSpec);
    class Desk {
      @AgenticFunction()
      refund(@LlmParam() orderId: string, amountCents: number, reason: string = "damaged", @ContextParam() customerId: string): string {
        return `${orderId}:${amountCents}:${reason}:${customerId}`;
      }
    }
    const spec = getFunctionSpec(new Desk().refund)!;
    expect(spec.description).toBe("Issue a refund for an order.");
    expect(spec.params.map((p) => [p.name, p.source, p.required])).toEqual([
      ["orderId", "llm", true],
      ["amountCents", "llm", true],
      ["reason", "llm", false],
      ["customerId", "context", true],
    ]);
    expect(renderOptions({ refund: new Desk().refund })).toContain(
      'refund(orderId: string /* The order to refund. */, amountCents: integer, reason?: "damaged" | "late")',
    );
  });

  it("let explicit decorator options win", () => {
    registerGeneratedSpecs(refundSpec);
    class Desk {
      @AgenticFunction({ description: "Refund it." })
      refund(@LlmParam({ name: "order", description: "Which order." }) orderId: string, amountCents: number, reason: string = "damaged", @ContextParam("customer") customerId: string): string {
        return `${orderId}:${amountCents}:${reason}:${customerId}`;
      }
    }
    const spec = getFunctionSpec(new Desk().refund)!;
    expect(spec.description).toBe("Refund it.");
    expect(spec.params[0]).toMatchObject({ name: "order", description: "Which order.", schema: { type: "string", description: "Which order." } });
    expect(spec.params[3]).toMatchObject({ name: "customer", source: "context" });
  });

  it("fail when the signature changed since generation, naming the method and agentic gen", () => {
    registerGeneratedSpecs(refundSpec);
    expect(() => {
      class Desk {
        @AgenticFunction()
        refund(@LlmParam() orderId: string, amountCents: string, reason: string = "damaged", @ContextParam() customerId: string): void {
          void [orderId, amountCents, reason, customerId];
        }
      }
      void Desk;
    }).toThrow("Desk.refund: its generated spec (from desk.ts) is stale — parameter #1 (amountCents) was Number when generated and is String now. Run `agentic gen` to regenerate it.");
    expect(() => {
      class Desk {
        @AgenticFunction()
        refund(@LlmParam() orderId: string): void {
          void orderId;
        }
      }
      void Desk;
    }).toThrow(/stale — it has 1 parameter\(s\) now, 4 when generated/);
    expect(() => {
      class Desk {
        @AgenticFunction()
        refund(@LlmParam() orderId: string, amountCents: number, reason: string = "damaged", @LlmParam() customerId: string): void {
          void [orderId, amountCents, reason, customerId];
        }
      }
      void Desk;
    }).toThrow(/parameter #3 \(customerId\) is @LlmParam now, context when generated/);
  });

  it("are required for undecorated parameters: a missing spec names the method and agentic gen", () => {
    expect(() => {
      class Missing {
        @AgenticFunction()
        run(orderId: string): void {
          void orderId;
        }
      }
      void Missing;
    }).toThrow(/Missing\.run parameter #0 has no decorator and Missing\.run has no generated spec.*Run `agentic gen`/);
  });

  it("serve standalone agenticFunction wrappers without params, and notice when they are stale", () => {
    registerGeneratedSpecs(refundSpec);
    const lookup = agenticFunction(function lookup(orderId: string) {
      return orderId;
    });
    expect(getFunctionSpec(lookup)).toMatchObject({ name: "lookup", description: "Look an order up.", params: [{ name: "orderId", required: true }] });
    expect(() => agenticFunction(function lookup(a: string, b: string) { return a + b; })).toThrow(/agenticFunction "lookup": its generated spec \(from lookup.ts\) is stale/);
  });

  it("reject an unknown format version", () => {
    expect(() => registerGeneratedSpecs({ version: 2 } as never)).toThrow(/Unsupported generated spec format 2/);
  });
});

class RefundRequest {
  @IsString()
  @MinLength(3)
  orderId!: string;

  @IsInt()
  @Max(10_000)
  amountCents!: number;

  describe(): string {
    return `${this.orderId} for ${this.amountCents}`;
  }
}

describe("class-typed parameters (DTOs)", () => {
  const dtoSpec: GeneratedSpecs = {
    version: 1,
    methods: {
      "DtoDesk.refund": {
        file: "dto-desk.ts",
        params: [
          {
            name: "request",
            index: 0,
            kind: "llm",
            optional: false,
            designType: "RefundRequest",
            dtoClass: "RefundRequest",
            schema: {
              type: "object",
              properties: { orderId: { type: "string" }, amountCents: { type: "integer" } },
              required: ["orderId", "amountCents"],
              additionalProperties: false,
            },
          },
        ],
      },
    },
    functions: {},
  };

  function desk(): { refund: (r: RefundRequest) => string; seen: unknown[] } {
    registerGeneratedSpecs(dtoSpec);
    class DtoDesk {
      readonly seen: unknown[] = [];
      @AgenticFunction()
      refund(request: RefundRequest): string {
        this.seen.push(request);
        return request.describe();
      }
    }
    return new DtoDesk();
  }

  it("validate the JSON, then hand the function a real, class-validated instance", async () => {
    const d = desk();
    const runtime = new ScriptedRuntime(['{"call": "refund", "args": {"request": {"orderId": "A-100", "amountCents": 250, "isAdmin": true}}}']);
    await expect(decision.make("Pick.", { refund: d.refund }, { runtime })).resolves.toBe("A-100 for 250");
    expect(d.seen[0]).toBeInstanceOf(RefundRequest);
    expect(d.seen[0]).not.toHaveProperty("isAdmin");
  });

  it("turn class-validator failures into re-picks carrying their messages", async () => {
    const d = desk();
    const runtime = new ScriptedRuntime([
      '{"call": "refund", "args": {"request": {"orderId": "A", "amountCents": 99999}}}',
      '{"call": "refund", "args": {"request": {"orderId": "A", "amountCents": 99999}}}',
    ]);
    const error = (await decision.make("Pick.", { refund: d.refund }, { runtime }).catch((e: unknown) => e)) as DecisionError;
    expect(error).toBeInstanceOf(DecisionError);
    expect(error.kind).toBe("bad_args");
    expect(error.attempts[0].message).toMatch(/field "request.orderId": orderId must be longer than or equal to 3 characters/);
    expect(runtime.requests[1].text).toMatch(/amountCents must not be greater than 10000/);
    expect(d.seen).toEqual([]);
  });
});

describe("staleness under transpile-only compilers", () => {
  it("treats a reflected Object as compatible (isolatedModules, esbuild and swc emit it for imported aliases)", () => {
    registerGeneratedSpecs(refundSpec);
    expect(() => {
      class Desk {
        @AgenticFunction()
        refund(@LlmParam() orderId: string, amountCents: object, reason: string = "damaged", @ContextParam() customerId: string): void {
          void [orderId, amountCents, reason, customerId];
        }
      }
      void Desk;
    }).not.toThrow();
  });

  it("still notices a parameter that gained a default", () => {
    registerGeneratedSpecs(refundSpec);
    expect(() => {
      class Desk {
        @AgenticFunction()
        refund(@LlmParam() orderId: string, amountCents: number = 1, reason: string = "damaged", @ContextParam() customerId: string = "x"): void {
          void [orderId, amountCents, reason, customerId];
        }
      }
      void Desk;
    }).toThrow(/parameter #1 \(amountCents\) has a default now/);
  });
});
