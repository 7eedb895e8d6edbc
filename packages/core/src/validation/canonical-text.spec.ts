import { canonicalText } from "./canonical-text";
import { readCounter } from "./__fixtures__/read-counter";

describe("canonicalText", () => {
  it("writes keys sorted and strings escaped, so equal values have equal texts", () => {
    expect(canonicalText({ b: [1, "x\n"], a: { d: null, c: true } }, 100)).toBe('{"a":{"c":true,"d":null},"b":[1,"x\\n"]}');
    expect(canonicalText(-0, 10)).toBe("0");
  });

  it("gives up once the text would pass the bound, having read at most that much", () => {
    const counter = readCounter();
    const items = counter.wrap(Array.from({ length: 10_000 }, (_, index) => index));
    expect(canonicalText(items, 50)).toBeUndefined();
    expect(counter.reads()).toBeLessThan(100);
    expect(canonicalText("x".repeat(1000), 50)).toBeUndefined();
    expect(canonicalText([1, 2], 5)).toBe("[1,2]");
    expect(canonicalText([1, 2], 4)).toBeUndefined();
  });

  it("has no text for values JSON cannot hold", () => {
    expect(canonicalText({ a: undefined }, 100)).toBeUndefined();
    expect(canonicalText(Number.NaN, 100)).toBeUndefined();
  });
});
