// Formatting helpers of the trace viewer: durations, times, token counts and one-line previews.
// Every function returns plain text; the DOM code puts it in with textContent, never as HTML.

/** A duration in ms as "0.4 ms", "12 ms", "1.20 s" or "2 min 3 s". */
function formatDuration(ms) {
  if (typeof ms !== "number" || !isFinite(ms)) return "";
  if (ms < 10) return ms.toFixed(1) + " ms";
  if (ms < 1000) return Math.round(ms) + " ms";
  if (ms < 60000) return (ms / 1000).toFixed(2) + " s";
  const minutes = Math.floor(ms / 60000);
  return minutes + " min " + Math.round((ms % 60000) / 1000) + " s";
}

/** How long ago an epoch-ms time was, relative to `now`: "just now", "42 s ago", "5 min ago", "3 h ago", "2 d ago". */
function formatAgo(time, now) {
  const seconds = Math.round((now - time) / 1000);
  if (seconds < 5) return "just now";
  if (seconds < 60) return seconds + " s ago";
  if (seconds < 3600) return Math.round(seconds / 60) + " min ago";
  if (seconds < 86400) return Math.round(seconds / 3600) + " h ago";
  return Math.round(seconds / 86400) + " d ago";
}

/** An epoch-ms time as local "YYYY-MM-DD HH:MM:SS". */
function formatClock(time) {
  const d = new Date(time);
  const pad = (n) => String(n).padStart(2, "0");
  return d.getFullYear() + "-" + pad(d.getMonth() + 1) + "-" + pad(d.getDate()) + " " +
    pad(d.getHours()) + ":" + pad(d.getMinutes()) + ":" + pad(d.getSeconds());
}

/** Token usage `{ inputTokens, outputTokens }` as "120 in / 8 out", or "" when absent. */
function formatUsage(usage) {
  if (!usage || typeof usage.inputTokens !== "number" || typeof usage.outputTokens !== "number") return "";
  return usage.inputTokens + " in / " + usage.outputTokens + " out";
}

/** Any value as pretty JSON text (strings stay as they are). */
function prettyJson(value) {
  if (typeof value === "string") return value;
  try {
    const text = JSON.stringify(value, null, 2);
    return text === undefined ? String(value) : text;
  } catch (e) {
    return String(value);
  }
}

/** Any value on one line, cut to `width` characters with "…". */
function oneLine(value, width) {
  let text;
  try {
    text = typeof value === "string" ? value : JSON.stringify(value);
  } catch (e) {
    text = undefined;
  }
  if (text === undefined) text = String(value);
  text = text.replace(/\s+/g, " ").trim();
  return text.length <= width ? text : text.slice(0, Math.max(1, width - 1)) + "…";
}

/** Arguments as "name: value, …" on one line. */
function argsLine(args, width) {
  if (args === undefined || args === null) return "";
  if (typeof args !== "object" || Array.isArray(args)) return oneLine(args, width);
  const parts = Object.keys(args).map((k) => k + ": " + oneLine(args[k], width));
  return oneLine(parts.join(", "), width);
}

/** "1 decision", "2 decisions". */
function plural(count, noun) {
  return count + " " + noun + (count === 1 ? "" : "s");
}
