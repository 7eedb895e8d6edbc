import { parseVerdictPayload, readVerdict } from "./read-verdict";

const HASH = "a".repeat(32);
const NOW = "2026-01-01T00:00:00.000Z";
const bytes = (text: string) => new TextEncoder().encode(text);

describe("readVerdict", () => {
  it("approves only `approved: true` naming this request, keeping who, why and when", () => {
    expect(readVerdict({ approved: true, by: "alice", note: "ok", at: "2026-02-02T00:00:00.000Z", requestHash: HASH }, HASH, NOW)).toEqual({
      approved: true,
      by: "alice",
      note: "ok",
      at: "2026-02-02T00:00:00.000Z",
      requestHash: HASH,
    });
  });

  it.each([
    ["null", null],
    ["nothing", undefined],
    ["a string", "true"],
    ["an array", [true]],
    ['{"approved":"false"}', { approved: "false", requestHash: HASH }],
    ['{"approved":"true"}', { approved: "true", requestHash: HASH }],
    ['{"approved":1}', { approved: 1, requestHash: HASH }],
    ["{}", {}],
  ])("reads %s as a decline and says why", (_label, given) => {
    const verdict = readVerdict(given, HASH, NOW);
    expect(verdict).toMatchObject({ approved: false, at: NOW, requestHash: HASH, problem: expect.stringContaining("read as a decline") });
  });

  it("declines an approval that names another request, or none", () => {
    expect(readVerdict({ approved: true, requestHash: "b".repeat(32) }, HASH, NOW)).toMatchObject({
      approved: false,
      problem: `The approval names request ${"b".repeat(12)}, not ${"a".repeat(12)}; read as a decline.`,
    });
    expect(readVerdict({ approved: true }, HASH, NOW)).toMatchObject({ approved: false, problem: expect.stringContaining("does not name its request") });
  });

  it("takes a plain decline as it is, keeping an explanation decide gave; drops fields that are not strings", () => {
    expect(readVerdict({ approved: false, by: 7, note: "no", requestHash: "other" }, HASH, NOW)).toEqual({ approved: false, note: "no", at: NOW, requestHash: HASH });
    expect(readVerdict({ approved: false, problem: "was 1" }, HASH, NOW)).toMatchObject({ problem: "was 1" });
    expect(readVerdict({ approved: true, requestHash: HASH, problem: "smuggled" }, HASH, NOW)).not.toHaveProperty("problem");
  });
});

describe("parseVerdictPayload", () => {
  it("reads JSON, and an empty or garbled payload as nothing (a decline, never a crash)", () => {
    expect(parseVerdictPayload(bytes('{"approved":true}'))).toEqual({ approved: true });
    expect(parseVerdictPayload(bytes("null"))).toBeNull();
    expect(parseVerdictPayload(new Uint8Array(0))).toBeUndefined();
    expect(parseVerdictPayload(bytes("{approved: true"))).toBeUndefined();
  });
});
