import { isOptionSet } from "./is-option-set";
import { normalizeOptions } from "./normalize-options";
import { BoundNames } from "./bound-names";

// An inline menu (a new container every call) with a value option that is a new object every call.
const inline = (value: object) => ({ done: "DONE", close: value, later: "LATER" });

describe("BoundNames (byName of an inline menu bound to one call's values)", () => {
  it("reads like the Map of the same set built afresh: lookups, size, order and iteration", () => {
    normalizeOptions(inline({ status: "first" })); // the shape is now cached
    const value = { status: "closed" };
    const bound = normalizeOptions(inline(value));
    expect(bound.byName).toBeInstanceOf(BoundNames);
    const fresh = new Map(bound.options.map((o) => [o.name, o]));
    expect(bound.byName.size).toBe(fresh.size);
    for (const name of ["done", "close", "later", "nope", "__proto__", "toString"]) {
      expect(bound.byName.get(name)).toBe(fresh.get(name));
      expect(bound.byName.has(name)).toBe(fresh.has(name));
    }
    expect(bound.byName.get("close")).toMatchObject({ kind: "value", value });
    expect([...bound.byName]).toEqual([...fresh]);
    expect([...bound.byName.keys()]).toEqual(["done", "close", "later"]);
    expect([...bound.byName.values()]).toEqual(bound.options);
    const seen: string[] = [];
    bound.byName.forEach((option, name, map) => {
      expect(map).toBe(bound.byName);
      expect(option).toBe(fresh.get(name));
      seen.push(name);
    });
    expect(seen).toEqual(["done", "close", "later"]);
    expect(Object.prototype.toString.call(bound.byName)).toBe("[object Map]");
  });

  it("keeps a bound set recognisable as a set, never as a container to normalize again", () => {
    normalizeOptions(inline({ status: "first" }));
    const bound = normalizeOptions(inline({ status: "other" }));
    expect(isOptionSet(bound)).toBe(true);
    expect(normalizeOptions(bound as never)).toBeDefined();
  });
});
