import { requestHash, stableJson } from "./request-hash";

describe("requestHash", () => {
  it("hashes a Date as its ISO string, so different dates never collide and a stored request still matches", () => {
    const a = { at: new Date("2026-03-01T09:00:00Z") };
    const b = { at: new Date("2026-03-02T09:00:00Z") };
    expect(requestHash(a)).not.toBe(requestHash(b));
    expect(requestHash(a)).toBe(requestHash(JSON.parse(JSON.stringify(a))));
    expect(stableJson([a])).toBe('[{"at":"2026-03-01T09:00:00.000Z"}]');
  });

  it("writes any value's JSON form (toJSON once, with its key), keys sorted", () => {
    const custom = { toJSON: (key: string) => ({ key, self: { toJSON: () => "inner" } }) };
    expect(stableJson({ b: 1, a: custom })).toBe(JSON.stringify({ a: { key: "a", self: "inner" }, b: 1 }));
    expect(stableJson({ z: undefined, y: () => 1, x: null })).toBe('{"x":null}');
  });
});
