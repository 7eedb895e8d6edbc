import { UsageError } from "../usage-error";

const UNIT_MS: Readonly<Record<string, number>> = { s: 1000, m: 60_000, min: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/**
 * A point in time from the command line, as epoch milliseconds: a duration back from `now` (`90s`,
 * `15m`, `2h`, `7d`, `1w`, combinable as `1h30m`) or an ISO 8601 date or date-time (`2026-11-30`,
 * `2026-11-30T08:00:00Z`). Anything else is a {@link UsageError} naming `option`.
 */
export function parseTime(option: string, text: string, now: number = Date.now()): number {
  const trimmed = text.trim();
  if (/^(\d+(\.\d+)?(s|min|m|h|d|w))+$/.test(trimmed)) {
    let ms = 0;
    for (const [, amount, , unit] of trimmed.matchAll(/(\d+(\.\d+)?)(s|min|m|h|d|w)/g)) ms += Number(amount) * UNIT_MS[unit];
    return now - ms;
  }
  if (/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(trimmed)) {
    const time = Date.parse(trimmed);
    if (Number.isFinite(time)) return time;
  }
  throw new UsageError(`${option} expects a duration back from now (e.g. 30m, 2h, 7d) or an ISO time (e.g. 2026-11-30T08:00:00Z), got "${text}".`);
}
