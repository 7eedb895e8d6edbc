// A day that exists: 31 days in Jan, Mar, May, Jul, Aug, Oct, Dec; 30 in Apr, Jun, Sep, Nov; Feb 28, and
// Feb 29 in leap years (a year divisible by 4 but not by 100, or by 400).
const DAY_31 = "(0[13578]|1[02])-(0[1-9]|[12][0-9]|3[01])";
const DAY_30 = "(0[469]|11)-(0[1-9]|[12][0-9]|30)";
const FEB = "02-(0[1-9]|1[0-9]|2[0-8])";
const LEAP_YEAR = "([0-9]{2}(0[48]|[2468][048]|[13579][26])|([02468][048]|[13579][26])00)";
const DATE = `([0-9]{4}-(${DAY_31}|${DAY_30}|${FEB})|${LEAP_YEAR}-02-29)`;
const TIME = "([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]+)?([Zz]|[+-]([01][0-9]|2[0-3]):[0-5][0-9])";

/**
 * The pattern the schema generator gives a `Date` parameter's string (`format: "date-time"`), which the
 * menu shows as that format and a failed match explains in words. A `date-time` string must match: RFC 3339 as JSON Schema reads it (date, `T`, time, optional
 * fraction, `Z` or an offset), for a day that exists (no February 30th; February 29th in leap years only),
 * and without the leap second `:60`, which a JavaScript `Date` cannot hold. JavaScript would turn either
 * into another instant without a word; here a bad one is sent back to the model. Validation runs patterns
 * on RE2, in time linear in the string, so a `Date` parameter's argument is checked without any format
 * plugin.
 */
export const DATE_TIME_PATTERN = `^${DATE}[Tt]${TIME}$`;

