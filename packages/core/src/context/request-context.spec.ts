import { currentContext, withContext } from "./request-context";

describe("withContext", () => {
  it("makes values ambient across awaits and restores the outer context afterwards", async () => {
    expect(currentContext()).toEqual({});
    const seen = await withContext({ user: "u1" }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentContext().user;
    });
    expect(seen).toBe("u1");
    expect(currentContext()).toEqual({});
  });

  it("nests: inner values shadow outer ones, only inside the inner call", () => {
    withContext({ user: "outer", tenant: "t" }, () => {
      withContext({ user: "inner" }, () => expect({ ...currentContext() }).toEqual({ user: "inner", tenant: "t" }));
      expect({ ...currentContext() }).toEqual({ user: "outer", tenant: "t" });
    });
  });

  it("copies the values when called and freezes the ambient object", () => {
    const values: Record<string, unknown> = { user: "a" };
    withContext(values, () => {
      values.user = "b";
      expect(currentContext().user).toBe("a");
      expect(Object.isFrozen(currentContext())).toBe(true);
    });
  });

  it("never reads through Object.prototype and keeps a __proto__ key as a plain key", () => {
    withContext(JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>, () => {
      const context = currentContext();
      expect(Object.getPrototypeOf(context)).toBeNull();
      expect(Object.keys(context)).toEqual(["__proto__"]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });

  it("keeps concurrent flows apart", async () => {
    const run = (i: number) =>
      withContext({ i }, async () => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
        return currentContext().i;
      });
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => run(i)));
    expect(results).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it("rejects values that are not an object, and a missing function", () => {
    expect(() => withContext(null as never, () => 1)).toThrow(TypeError);
    expect(() => withContext(["a"] as never, () => 1)).toThrow(TypeError);
    expect(() => withContext({}, undefined as never)).toThrow(TypeError);
  });
});
