import { DATE_TIME_PATTERN } from "./date-time-pattern";
import { expectEqual } from "../__fixtures__/cheap-expect";

const matches = (text: string): boolean => new RegExp(DATE_TIME_PATTERN).test(text);

describe("DATE_TIME_PATTERN", () => {
  it("takes RFC 3339 date-times of days that exist, with a fraction and Z or an offset", () => {
    for (const ok of [
      "2026-03-01T09:00:00Z",
      "2026-03-01t09:00:00.125+01:00",
      "2026-01-31T23:59:59-05:30",
      "2026-04-30T00:00:00Z",
      "2026-02-28T12:00:00Z",
      "2024-02-29T12:00:00Z", // divisible by 4
      "2000-02-29T12:00:00Z", // by 400
      "0000-02-29T00:00:00Z",
    ]) {
      expectEqual([ok, matches(ok)], [ok, true]);
    }
  });

  it("refuses days that do not exist, which Date would roll into the next month, and the leap second Date cannot hold", () => {
    for (const bad of [
      "2024-02-30T00:00:00Z",
      "2026-02-29T00:00:00Z", // not a leap year
      "1900-02-29T00:00:00Z", // divisible by 100, not by 400
      "2026-04-31T00:00:00Z",
      "2026-06-31T00:00:00Z",
      "2026-09-31T00:00:00Z",
      "2026-11-31T00:00:00Z",
      "2026-13-01T00:00:00Z",
      "2026-00-10T00:00:00Z",
      "2026-01-00T00:00:00Z",
      "2016-12-31T23:59:60Z",
      "2026-03-01T24:00:00Z",
      "2026-03-01 09:00:00Z",
      "2026-03-01T09:00:00",
    ]) {
      expectEqual([bad, matches(bad)], [bad, false]);
    }
  });

  it("agrees with Date on every day of a leap and a common year: what it takes, Date reads back unchanged", () => {
    for (const year of [2024, 2026, 1900, 2000]) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 1; day <= 31; day++) {
          const text = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}T00:00:00Z`;
          const exists = new Date(text).toISOString().slice(0, 10) === text.slice(0, 10);
          expectEqual([text, matches(text)], [text, exists]);
        }
      }
    }
  });
});
