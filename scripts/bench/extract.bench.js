"use strict";
// Benchmark for reply extraction (packages/core/src/reply). Requires the built package:
//   npx tsc -b packages/core && node scripts/bench/extract.bench.js
// (a) a ~1 MiB benign reply: extractAction against JSON.parse of the same JSON (target ratio <= 3);
// (b) hostile reply families at 256 KiB and 1 MiB (target <= 100 ms at 1 MiB, growth close to 4).
// Times are the median of several runs after a warm-up; work counts come from the internal hook.
const { extractAction, DEFAULT_EXTRACT_LIMITS } = require("../../packages/core/dist/reply/extract-action.js");
// Internal work counter (characters examined), not part of the public API.
const { readAction } = require("../../packages/core/dist/reply/read-action.js");

const KIB = 1024;
const MIB = 1024 * KIB;
const BENIGN_RATIO_TARGET = 3;
const HOSTILE_MS_TARGET = 100;
// A growth ratio is only meaningful when the run is long enough to time; above this it must stay linear.
const GROWTH_TARGET = 8;
const GROWTH_MIN_MS = 5;

/** Median wall time of `fn` in milliseconds, after `warm` untimed runs. */
function median(fn, runs = 9, warm = 3) {
  for (let i = 0; i < warm; i++) fn();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[times.length >> 1];
}

/** A realistic large pick: records, a long text with escapes, a list of strings and of numbers. */
function benignJson(size) {
  const records = [];
  const lines = [];
  const labels = [];
  const values = [];
  let length = 0;
  for (let k = 0; length < size; k++) {
    const record = {
      id: `ORD-${100000 + k}`,
      customer: { name: `Customer ${k}`, email: `user${k}@example.com`, vip: k % 7 === 0 },
      total: Math.round(k * 137.31) / 100,
      items: [{ sku: `SKU-${k % 97}`, qty: (k % 5) + 1, price: 9.99 }],
      note: k % 3 === 0 ? `Left at the door — "ring twice" {see #${k}} ✓` : null,
    };
    records.push(record);
    lines.push(`Line ${k}: the quick brown fox {jumps} over the "lazy" dog.`);
    labels.push(`label-${k}`);
    values.push(k * 1.5 - 7);
    length += JSON.stringify(record).length + 70;
  }
  return JSON.stringify({ call: "bulk_refund", args: { reason: "duplicate charge", records, log: lines.join("\n"), labels, values } }, null, 2);
}

/** The benign reply: prose around one fenced pick. */
function benignReply(json) {
  return (
    "I checked every order in the export. Several were charged twice, so I will refund them in one batch.\n" +
    "(Orders with {placeholder} notes were kept as they are.)\n\n```json\n" + json + "\n```\n" +
    "This is my final pick."
  );
}

/** Repeats `unit` (after `head`) to exactly `size` characters. */
function fill(head, unit, size) {
  return (head + unit.repeat(Math.ceil(size / unit.length))).slice(0, size);
}

const HOSTILE = {
  "unclosed braces {{{{": (n) => fill("", "{", n),
  'unclosed {"a":{"a":…': (n) => fill("", '{"a":', n),
  "unclosed, 60 deep, repeated": (n) => fill("", '{"a":'.repeat(60) + '{"b":1,"c":"x"},', n),
  "unclosed wide array of objects": (n) => fill('{"a":[', '{"k":"v","n":1},', n),
  "stray braces in prose": (n) => fill("", "} { } {x and so on ", n),
  "fence spam ```json {": (n) => fill("", "```json\n{\n", n),
  '100 000-deep {"a":': () => '{"a":'.repeat(100000),
  "100 000-deep [ inside an object": () => '{"a":' + "[".repeat(100000),
  "many small candidates (last wins)": (n) => fill("", 'ok {"call":"pick","args":{"i":1}}\n', n - 40) + '{"call":"last","args":{"i":2}}',
  "long string of braces and quotes": (n) => fill('{"call":"x","args":{"s":"', '{\\"a\\": \\"}{\\" ', n - 3) + '"}}',
  "unclosed string of braces, quotes": (n) => fill('{"call":"x","args":{"s":"', '{"a": "}{" ', n),
  'quote-brace interleave {"a":"{"': (n) => fill("", '{"a":"{"', n),
  "long unterminated string": (n) => fill('{"a":"', "x", n),
};

/** Runs the benchmark and returns its rows (also used by scripts/bench/run.js). */
function run() {
  const rows = [];
  // Records are sized on their compact form; scale once so the pretty-printed pick is about 1 MiB.
  const first = benignJson(MIB / 2);
  const json = benignJson(((MIB / 2) * (MIB - 512)) / first.length);
  const reply = benignReply(json);
  const check = extractAction(reply);
  if (!check.ok || check.value.call !== "bulk_refund") throw new Error("benign reply did not extract");
  const extractMs = median(() => extractAction(reply), 15, 5);
  const parseMs = median(() => JSON.parse(json), 15, 5);
  const ratio = extractMs / parseMs;
  rows.push({
    name: `benign ${(reply.length / MIB).toFixed(2)} MiB reply`,
    detail: `extract ${extractMs.toFixed(2)} ms, JSON.parse ${parseMs.toFixed(2)} ms`,
    value: `${ratio.toFixed(2)}x`,
    target: `<= ${BENIGN_RATIO_TARGET}x`,
    pass: ratio <= BENIGN_RATIO_TARGET,
  });
  for (const [name, make] of Object.entries(HOSTILE)) {
    const small = make(256 * KIB);
    const large = make(MIB);
    const smallMs = median(() => extractAction(small));
    const largeMs = median(() => extractAction(large));
    const smallOps = { ops: 0, attempts: 0 };
    const largeOps = { ops: 0, attempts: 0 };
    const outcome = readAction(small, DEFAULT_EXTRACT_LIMITS, smallOps);
    readAction(large, DEFAULT_EXTRACT_LIMITS, largeOps);
    const growth = largeMs / smallMs;
    const opsGrowth = largeOps.ops / smallOps.ops;
    const linear = largeMs < GROWTH_MIN_MS || growth <= GROWTH_TARGET;
    rows.push({
      name,
      detail:
        `256K ${smallMs.toFixed(2)} ms, 1M ${largeMs.toFixed(2)} ms, growth ${growth.toFixed(1)} ` +
        `(ops ${opsGrowth.toFixed(1)}, ${(largeOps.ops / large.length).toFixed(1)}/char) → ` +
        (outcome.ok ? `pick ${outcome.value.call}` : outcome.problem.kind),
      value: `${largeMs.toFixed(1)} ms`,
      target: `<= ${HOSTILE_MS_TARGET} ms, linear`,
      pass: largeMs <= HOSTILE_MS_TARGET && linear,
    });
  }
  return rows;
}

/** Prints the rows as an aligned table. */
function print(rows) {
  const width = Math.max(...rows.map((r) => r.name.length));
  console.log("\nReply extraction: a ~1 MiB benign reply against JSON.parse, and hostile families at 256 KiB and 1 MiB");
  console.log(`${"case".padEnd(width)}  result      target              verdict  detail`);
  for (const r of rows) {
    console.log(`${r.name.padEnd(width)}  ${r.value.padEnd(10)}  ${r.target.padEnd(18)}  ${r.pass ? "PASS" : "FAIL"}     ${r.detail}`);
  }
}

module.exports = { run };

if (require.main === module) {
  const rows = run();
  print(rows);
  process.exitCode = rows.every((r) => r.pass) ? 0 : 1;
}
