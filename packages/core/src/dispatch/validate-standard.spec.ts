import type { StandardSchemaLike } from "../contracts/standard-schema-like";
import { validateStandard } from "./validate-standard";

// A hand-written Standard Schema v1 object: what zod 4 / valibot expose under "~standard".
function standard(validate: StandardSchemaLike["~standard"]["validate"]): StandardSchemaLike {
  return { "~standard": { version: 1, vendor: "test", validate } };
}

describe("validateStandard", () => {
  it("returns the schema's output value", async () => {
    const schema = standard((v) => ({ value: { ...(v as object), normalized: true } }));
    await expect(validateStandard(schema, { a: 1 })).resolves.toEqual({ ok: true, value: { a: 1, normalized: true } });
  });

  it("awaits async validators", async () => {
    const schema = standard(async (v) => ({ value: v }));
    await expect(validateStandard(schema, { a: 1 })).resolves.toEqual({ ok: true, value: { a: 1 } });
  });

  it("maps issues to a bad_args problem naming their paths, bounded in length", async () => {
    const schema = standard(() => ({ issues: [{ message: "Too short", path: ["steps", { key: 0 }, "action"] }, { message: "x".repeat(1000) }] }));
    const result = await validateStandard(schema, {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.kind).toBe("bad_args");
    expect(result.problem.message.startsWith("invalid payload: steps.0.action: Too short; ")).toBe(true);
    expect(result.problem.message.length).toBeLessThanOrEqual(300);
  });

  it("turns a throwing validator and a non-object output into problems, never exceptions", async () => {
    const throwing = standard(() => {
      throw new Error("validator bug");
    });
    await expect(validateStandard(throwing, {})).resolves.toMatchObject({ ok: false, problem: { kind: "bad_args" } });
    const scalar = standard(() => ({ value: 5 }));
    await expect(validateStandard(scalar, {})).resolves.toMatchObject({ ok: false, problem: { message: "the payload schema must produce an object" } });
  });
});
