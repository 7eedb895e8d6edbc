import { ownPreview, preview } from "./preview";

describe("preview of data agentic-ts owns (ownPreview)", () => {
  it("returns an own flat array or record as it is when it fits, and a user's as a copy", () => {
    const names = ownPreview(Object.freeze(["refund", "close"]));
    expect(preview(names)).toBe(names);
    const args = ownPreview({ orderId: "A-1", amount: 12.5 });
    expect(preview(args)).toBe(args);
    const user = { orderId: "A-1", amount: 12.5 };
    expect(preview(user)).not.toBe(user);
    expect(preview(user)).toEqual(user);
  });

  it("still bounds own data by the limit in force, and drops its undefined fields in a copy", () => {
    const long = ownPreview({ text: "x".repeat(500) });
    const cut = preview(long, 100);
    expect(cut).not.toBe(long);
    expect(JSON.stringify(cut).length).toBeLessThan(200);
    const holey = ownPreview({ a: 1, b: undefined });
    const copy = preview(holey);
    expect(copy).not.toBe(holey);
    expect(Object.keys(copy as object)).toEqual(["a"]);
    const nested = ownPreview({ a: { b: 1 } });
    expect(preview(nested)).not.toBe(nested);
    expect(preview(nested)).toEqual({ a: { b: 1 } });
  });
});
