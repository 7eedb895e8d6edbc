import { parameterNames } from "./parameter-names";

// Functions built from source text, as compilers and minifiers emit them (no TypeScript transform in between).
const compile = (source: string): Function => new Function(`return (${source});`)() as Function;
const method = (source: string): Function => {
  const holder = new Function(`return { ${source} };`)() as Record<string, Function>;
  return Object.values(holder)[0] as Function;
};

describe("parameterNames", () => {
  it("reads functions, arrows and methods, async and generators included", () => {
    expect(parameterNames(compile("function refund(orderId, amountCents) {}"))).toEqual(["orderId", "amountCents"]);
    expect(parameterNames(compile("async function (a, b) {}"))).toEqual(["a", "b"]);
    expect(parameterNames(compile("(orderId, customerId) => orderId"))).toEqual(["orderId", "customerId"]);
    expect(parameterNames(compile("async orderId => orderId"))).toEqual(["orderId"]);
    expect(parameterNames(compile("() => 1"))).toEqual([]);
    expect(parameterNames(method("async refund(orderId, customerId) { return orderId; }"))).toEqual(["orderId", "customerId"]);
    expect(parameterNames(method("*items(page) {}"))).toEqual(["page"]);
    expect(parameterNames(method('["x" + "y"](first) {}'))).toEqual(["first"]);
  });

  it("skips comments, defaults with strings, templates and brackets, and reads rest parameters", () => {
    const fn = compile(`function (/* the order, (really) */ orderId, // trailing, comment
      note = "a, b) c", tags = [1, [2, 3]], opts = { a: { b: ")" } }, when = \`\${"x,"}y\`, ...rest) {}`);
    expect(parameterNames(fn)).toEqual(["orderId", "note", "tags", "opts", "when", "rest"]);
  });

  it("leaves destructured parameters unnamed and reads minified text", () => {
    expect(parameterNames(compile("function({ a, b } = {}, [c], d) {}"))).toEqual([undefined, undefined, "d"]);
    expect(parameterNames(method("async refund(e,t=1,...n){return e}"))).toEqual(["e", "t", "n"]);
  });

  it("gives up on what it cannot read instead of guessing", () => {
    expect(parameterNames(Math.max)).toBeUndefined();
    expect(parameterNames(function named(this: unknown, a: unknown) { return a; }.bind(null))).toBeUndefined();
    expect(parameterNames(compile("function (pattern = /,/g, b) {}"))).toBeUndefined();
  });
});
