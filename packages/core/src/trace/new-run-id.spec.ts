import { newRunId } from "./new-run-id";

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newRunId", () => {
  it("is a version-7 UUID whose first 48 bits are the time in milliseconds", () => {
    const id = newRunId(0x0123456789ab);
    expect(id).toMatch(UUID_V7);
    expect(id.slice(0, 13)).toBe("01234567-89ab");
  });

  it("never repeats and sorts by time", () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => newRunId(1_700_000_000_000 + Math.floor(i / 100)));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => UUID_V7.test(id))).toBe(true);
    const byTime = ids.filter((_, i) => i % 100 === 0);
    expect([...byTime].sort()).toEqual(byTime);
  });
});
