import { ResponseHeaders } from "./response-headers";

/** The headers undici parses for an answer: lower-case names, repeated ones as arrays. */
const record = {
  "content-type": "application/json",
  "x-multi": ["one", "two"],
  "set-cookie": ["a=1", "b=2"],
  date: "Tue, 01 Dec 2026 12:00:00 GMT",
};

describe("ResponseHeaders", () => {
  it("reads names case-insensitively and joins repeated values as Headers does", () => {
    const headers = new ResponseHeaders(record);
    const reference = new Headers([["content-type", "application/json"], ["x-multi", "one"], ["x-multi", "two"], ["set-cookie", "a=1"], ["set-cookie", "b=2"]]);
    for (const name of ["Content-Type", "x-multi", "X-MULTI", "set-cookie", "missing"]) {
      expect(headers.get(name)).toBe(reference.get(name));
      expect(headers.has(name)).toBe(reference.has(name));
    }
    expect(headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(new ResponseHeaders({}).getSetCookie()).toEqual([]);
  });

  it("iterates sorted by name, each set-cookie on its own, as a response's Headers iterates", () => {
    const headers = new ResponseHeaders(record);
    const reference = new Headers();
    for (const [name, value] of Object.entries(record)) for (const item of [value].flat()) reference.append(name, item);
    expect([...headers]).toEqual([...reference]);
    expect([...headers.entries()]).toEqual([...reference.entries()]);
    expect([...headers.keys()]).toEqual([...reference.keys()]);
    expect([...headers.values()]).toEqual([...reference.values()]);
    const seen: string[] = [];
    headers.forEach((value, name, parent) => {
      expect(parent).toBe(headers);
      seen.push(`${name}=${value}`);
    });
    expect(seen).toEqual([...reference].map(([name, value]) => `${name}=${value}`));
  });

  it("sorts names in any order they arrived in, set-cookie values kept in their order", () => {
    const names = ["x-b", "a", "set-cookie", "content-length", "x-a", "z", "date", "b-", "b", "x-request-id", "ab"];
    // Every rotation of the arrival order, forwards and backwards.
    for (let shift = 0; shift < names.length; shift++) {
      for (const order of [names.slice(shift).concat(names.slice(0, shift)), names.slice(shift).concat(names.slice(0, shift)).reverse()]) {
        const arrived: Record<string, string | string[]> = {};
        for (const name of order) arrived[name] = name === "set-cookie" ? ["s=2", "s=1", "s=3"] : `${name}-value`;
        const reference = new Headers();
        for (const [name, value] of Object.entries(arrived)) for (const item of [value].flat()) reference.append(name, item);
        const pairs = [...new ResponseHeaders(arrived).entries()];
        const expected = [...reference.entries()];
        if (JSON.stringify(pairs) !== JSON.stringify(expected)) expect(pairs).toEqual(expected);
      }
    }
  });

  it("hands each caller pairs of its own: changing them changes no later read", () => {
    for (const first of ["entries", "keys"] as const) {
      const headers = new ResponseHeaders(record);
      if (first === "keys") headers.keys(); // the sorted list is kept from here on
      const pairs = [...headers.entries()];
      pairs[0]![1] = "changed";
      pairs.pop();
      expect([...headers.entries()]).toEqual([...new ResponseHeaders(record).entries()]);
      expect(headers.get("content-type")).toBe("application/json");
    }
  });

  it("finds only the answer's own names, not the record's prototype", () => {
    const headers = new ResponseHeaders({ "x-a": "1" });
    expect(headers.get("constructor")).toBeNull();
    expect(headers.has("toString")).toBe(false);
  });

  it("refuses changes, as a response's immutable headers do", () => {
    const headers = new ResponseHeaders(record);
    expect(() => headers.append()).toThrow(TypeError);
    expect(() => headers.set()).toThrow(TypeError);
    expect(() => headers.delete()).toThrow(TypeError);
    expect(headers.get("content-type")).toBe("application/json");
  });
});
