import { reviveDates } from "./revive-dates";

describe("reviveDates", () => {
  it("turns the value itself into a Date", () => {
    const out = reviveDates("2026-03-01T10:00:00Z", [[]]);
    expect(out).toBeInstanceOf(Date);
    expect((out as Date).toISOString()).toBe("2026-03-01T10:00:00.000Z");
  });

  it("follows properties, array items and record values, and leaves everything else alone", () => {
    const value = {
      due: "2026-03-01T10:00:00+02:00",
      note: "2026-03-01T10:00:00Z",
      stops: [{ at: "2026-03-02T00:00:00Z" }, { at: "2026-03-03T00:00:00Z" }],
      byDay: { mon: "2026-03-02T08:00:00Z" },
    };
    const out = reviveDates(value, [["due"], ["stops", "[]", "at"], ["byDay", "{}"]]) as typeof value;
    expect(out).toBe(value);
    expect(out.due).toEqual(new Date("2026-03-01T08:00:00Z"));
    expect(out.note).toBe("2026-03-01T10:00:00Z");
    expect(out.stops.map((s) => s.at)).toEqual([new Date("2026-03-02T00:00:00Z"), new Date("2026-03-03T00:00:00Z")]);
    expect(out.byDay.mon).toEqual(new Date("2026-03-02T08:00:00Z"));
  });

  it("ignores missing and non-string values, and keeps an own __proto__ key a key", () => {
    expect(reviveDates(undefined, [[]])).toBeUndefined();
    expect(reviveDates({ stops: "none" }, [["stops", "[]", "at"]])).toEqual({ stops: "none" });
    const parsed = JSON.parse('{"byDay": {"__proto__": "2026-03-02T08:00:00Z"}}') as { byDay: object };
    reviveDates(parsed, [["byDay", "{}"]]);
    expect(Object.getPrototypeOf(parsed.byDay)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(parsed.byDay, "__proto__")?.value).toEqual(new Date("2026-03-02T08:00:00Z"));
  });
});
