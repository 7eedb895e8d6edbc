import { UsageError } from "../usage-error";
import { parseTime } from "./parse-time";

const NOW = Date.parse("2026-11-30T12:00:00Z");

describe("parseTime", () => {
  it("reads durations back from now, alone and combined", () => {
    expect(parseTime("--since", "90s", NOW)).toBe(NOW - 90_000);
    expect(parseTime("--since", "15m", NOW)).toBe(NOW - 15 * 60_000);
    expect(parseTime("--since", "2h", NOW)).toBe(NOW - 2 * 3_600_000);
    expect(parseTime("--since", "1h30m", NOW)).toBe(NOW - 90 * 60_000);
    expect(parseTime("--since", "7d", NOW)).toBe(NOW - 7 * 86_400_000);
    expect(parseTime("--since", "1w", NOW)).toBe(NOW - 7 * 86_400_000);
  });

  it("reads ISO dates and times", () => {
    expect(parseTime("--since", "2026-11-30T08:00:00Z", NOW)).toBe(Date.parse("2026-11-30T08:00:00Z"));
    expect(parseTime("--until", "2026-11-30T08:00:00+02:00", NOW)).toBe(Date.parse("2026-11-30T06:00:00Z"));
    expect(parseTime("--until", "2026-11-30", NOW)).toBe(Date.parse("2026-11-30"));
  });

  it("rejects anything else with a UsageError naming the option and both forms", () => {
    for (const bad of ["yesterday", "2h ago", "", "-2h", "2026-13-45", "12"]) {
      expect(() => parseTime("--since", bad, NOW)).toThrow(UsageError);
    }
    expect(() => parseTime("--until", "soon", NOW)).toThrow(/--until expects a duration back from now \(e\.g\. 30m, 2h, 7d\) or an ISO time/);
  });
});
