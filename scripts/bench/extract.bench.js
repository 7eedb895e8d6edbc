"use strict";
// Benchmark for reply extraction (packages/core/src/reply), every figure a ratio to JSON.parse measured in
// the same run, right beside it: the median ratio of alternating pairs (the box is shared, so absolute
// times drift, and a pair's two runs drift alike). Requires the built package:
//   npx tsc -b packages/core && node scripts/bench/extract.bench.js
// (a) a ~1 MiB pick in prose: extractAction(reply) against JSON.parse of the pick alone (target <= 1.3x);
// (a') a ~1 MiB structure-dense pick (many small objects and arrays, pretty-printed, as a bulk call writes
//     them) in a sentence of prose, no fence: the same ratio (target <= 3x, see DENSE_RATIO_TARGET);
// (b) a ~200-byte reply: the same ratio for a small pick (target <= 2x);
// (c) hostile families at 1 MiB against JSON.parse of the 1 MiB pick (target <= 5x), and growth from
//     256 KiB to 1 MiB: the work counter (characters examined, the internal hook) must grow linearly
//     (at most 5x for 4x the input) and the time too (at most 8x, judged only above 5 ms).
// With --no-simd, the vector pass over long texts (reply/text-marks.ts) is switched off, as on an engine
// without WebAssembly SIMD, so that its worth can be read from two runs.
const { extractAction, DEFAULT_EXTRACT_LIMITS } = require("../../packages/core/dist/reply/extract-action.js");
// Internal work counter (characters examined), not part of the public API.
const { readAction } = require("../../packages/core/dist/reply/read-action.js");
// Internal switch, for the --no-simd run.
const { forceTextMarksFallback } = require("../../packages/core/dist/reply/text-marks.js");
const NO_SIMD = process.argv.includes("--no-simd");

const KIB = 1024;
const MIB = 1024 * KIB;
const BENIGN_RATIO_TARGET = 1.3;
// The dense pick is left to the strict scanner (a bare span over 64 KiB is never guessed natively: span-guess.ts),
// then built by JSON.parse: a profile puts 55% of its time in the scan, 38% in that parse, so it reads about
// 2.4-2.6x. Guessing such a span natively when the vector pass shows its brackets balanced read 1.2x (commit
// 7529fa0), but a balanced array of small objects broken at its end then costs a native parse failing at the
// end and the scan after it: 6.4x against the hostile 5x. Until a cheaper guard against that exists, 3x.
const DENSE_RATIO_TARGET = 3;
const SMALL_RATIO_TARGET = 2;
const HOSTILE_RATIO_TARGET = 5;
const OPS_GROWTH_TARGET = 5;
// A time growth ratio is only meaningful when the run is long enough to time; above this it must stay linear.
const GROWTH_TARGET = 8;
const GROWTH_MIN_MS = 5;
// The small reply: prose and a fenced pick, about 200 bytes.
const SMALL_PICK = '{"call": "refund", "args": {"orderId": "A-1042", "amountCents": 1250, "reason": "arrived broken"}}';
const SMALL_REPLY = received(`The order arrived broken, so a refund is the right step.\n\n\`\`\`json\n${SMALL_PICK}\n\`\`\`\nDone.`);

/**
 * `text` as a provider runtime hands a reply to extraction: a string the SDK decoded from the JSON body of the
 * response (or one the runtime joined from a stream's deltas), which V8 makes a sequential string. One built
 * here by concatenation, `repeat` or `slice` is a cons or a sliced string, whose every character read goes
 * through one more object: the hostile families read 20-35% slower that way.
 */
function received(text) {
  return JSON.parse(JSON.stringify(text));
}

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

/**
 * A structure-dense pick: rows of small objects and arrays (an id, two tags, a position), pretty-printed with
 * a 2-space indent, about `size` characters. Per character it holds several times the tokens and containers of
 * {@link benignJson}, whose long log string JSON.parse copies at memory speed.
 */
function denseJson(size) {
  const rows = [];
  // A pretty-printed row is about 120 characters.
  for (let k = 0; k < size / 120; k++) rows.push({ id: k + 1, tags: ["a", "b"], pos: { x: k % 640, y: (k * 7) % 480 } });
  return JSON.stringify({ call: "import", args: { rows } }, null, 2);
}

/** The dense reply: the pick bare in one sentence of prose, as a model writes a pick without a fence. */
function denseReply(json) {
  return `I read the whole export and will import every row in one call: ${json} That is the complete import.`;
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
  // Brackets that balance, broken at the very end: the case that keeps long bare spans from a native guess
  // (see DENSE_RATIO_TARGET).
  "balanced array of objects, broken at its end": (n) => '{"a":[' + '{"k":"v","n":1},'.repeat(Math.floor((n - 8) / 16)) + "]}",
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

/**
 * Times `fn` and `base` in alternation, `runs` pairs, and returns the median time of each and the ratio: the
 * median of the pairs' own ratios. The two runs of a pair follow each other, so a change of load or clock
 * speed hits both alike and cancels in their ratio; the ratio of the two medians does not cancel it when
 * the medians fall in different phases of a run (over 8 processes, the small reply read 1.58-1.87x that
 * way in seven and 2.45x in the eighth; the pairs' ratios read 1.58-1.73x in all 8).
 */
function ratioTo(fn, base, { runs = 9, warm = 3, reps = 1 } = {}) {
  const loop = (f) => () => {
    for (let i = 0; i < reps; i++) f();
  };
  const a = [];
  const b = [];
  for (let i = 0; i < warm; i++) (fn(), base());
  for (let i = 0; i < runs; i++) {
    a.push(median(loop(fn), 1, 0) / reps);
    b.push(median(loop(base), 1, 0) / reps);
  }
  const mid = (xs) => [...xs].sort((x, y) => x - y)[xs.length >> 1];
  return { fnMs: mid(a), baseMs: mid(b), ratio: mid(a.map((ms, i) => ms / b[i])) };
}

/** Runs the benchmark and returns its rows (also used by scripts/bench/run.js). */
function run() {
  forceTextMarksFallback(NO_SIMD);
  const rows = [];
  // Records are sized on their compact form; scale once so the pretty-printed pick is about 1 MiB.
  const first = benignJson(MIB / 2);
  const json = benignJson(((MIB / 2) * (MIB - 512)) / first.length);
  const reply = received(benignReply(json));
  const check = extractAction(reply);
  if (!check.ok || check.value.call !== "bulk_refund") throw new Error("benign reply did not extract");
  const parseBig = () => JSON.parse(json);
  // 31 alternating pairs: each run allocates a few MiB, so where the collector's pauses fall moves a run by a
  // millisecond or two. Judged by the ratio of the medians, the same build read 1.09-1.37x from one process
  // to the next with 15 pairs and 1.13-1.27x with 31 (a profile puts the extractor's own cost at about 14%
  // over JSON.parse).
  const big = ratioTo(() => extractAction(reply), parseBig, { runs: 31, warm: 5 });
  rows.push({
    name: `pick in prose, ${(reply.length / MIB).toFixed(2)} MiB`,
    detail: `extract ${big.fnMs.toFixed(2)} ms, JSON.parse of the pick ${big.baseMs.toFixed(2)} ms`,
    value: `${big.ratio.toFixed(2)}x`,
    target: `<= ${BENIGN_RATIO_TARGET}x JSON.parse`,
    pass: big.ratio <= BENIGN_RATIO_TARGET,
  });
  const firstDense = denseJson(MIB);
  const dense = denseJson((MIB * MIB) / firstDense.length);
  const denseText = received(denseReply(dense));
  const denseCheck = extractAction(denseText);
  if (!denseCheck.ok || denseCheck.value.call !== "import") throw new Error("dense reply did not extract");
  // As many pairs as the benign pick, for the same reason.
  const packed = ratioTo(() => extractAction(denseText), () => JSON.parse(dense), { runs: 31, warm: 5 });
  rows.push({
    name: `dense pick in prose, ${(denseText.length / MIB).toFixed(2)} MiB`,
    detail: `extract ${packed.fnMs.toFixed(2)} ms, JSON.parse of the pick ${packed.baseMs.toFixed(2)} ms`,
    value: `${packed.ratio.toFixed(2)}x`,
    target: `<= ${DENSE_RATIO_TARGET}x JSON.parse`,
    pass: packed.ratio <= DENSE_RATIO_TARGET,
  });
  const smallCheck = extractAction(SMALL_REPLY);
  if (!smallCheck.ok || smallCheck.value.call !== "refund") throw new Error("small reply did not extract");
  const small = ratioTo(() => extractAction(SMALL_REPLY), () => JSON.parse(SMALL_PICK), { runs: 15, warm: 5, reps: 20000 });
  rows.push({
    name: `small reply, ${SMALL_REPLY.length} bytes`,
    detail: `extract ${(small.fnMs * 1000).toFixed(2)} µs, JSON.parse of the pick ${(small.baseMs * 1000).toFixed(2)} µs`,
    value: `${small.ratio.toFixed(2)}x`,
    target: `<= ${SMALL_RATIO_TARGET}x JSON.parse`,
    pass: small.ratio <= SMALL_RATIO_TARGET,
  });
  for (const [name, make] of Object.entries(HOSTILE)) {
    const smallText = received(make(256 * KIB));
    const large = received(make(MIB));
    const hostile = ratioTo(() => extractAction(large), parseBig);
    // The growth is timed in pairs too. Timed apart (every 256 KiB run first, then the 1 MiB ones), a change
    // of load in between read as growth: 8.4-8.7 against the 8 allowed, with the work counter growing 4.0x.
    const scaled = ratioTo(() => extractAction(large), () => extractAction(smallText));
    const smallMs = scaled.baseMs;
    const smallOps = { ops: 0, attempts: 0 };
    const largeOps = { ops: 0, attempts: 0 };
    const outcome = readAction(smallText, DEFAULT_EXTRACT_LIMITS, smallOps);
    readAction(large, DEFAULT_EXTRACT_LIMITS, largeOps);
    const growth = scaled.ratio;
    const opsGrowth = largeOps.ops / smallOps.ops;
    const linear = opsGrowth <= OPS_GROWTH_TARGET && (hostile.fnMs < GROWTH_MIN_MS || growth <= GROWTH_TARGET);
    rows.push({
      name,
      detail:
        `1M ${hostile.fnMs.toFixed(2)} ms (JSON.parse 1 MiB ${hostile.baseMs.toFixed(2)} ms), 256K ${smallMs.toFixed(2)} ms, ` +
        `growth ${growth.toFixed(1)} (ops ${opsGrowth.toFixed(1)}, ${(largeOps.ops / large.length).toFixed(1)}/char) → ` +
        (outcome.ok ? `pick ${outcome.value.call}` : outcome.problem.kind),
      value: `${hostile.ratio.toFixed(2)}x`,
      target: `<= ${HOSTILE_RATIO_TARGET}x, linear`,
      pass: hostile.ratio <= HOSTILE_RATIO_TARGET && linear,
    });
  }
  return rows;
}

/** Prints the rows as an aligned table. */
function print(rows) {
  const width = Math.max(...rows.map((r) => r.name.length));
  console.log(`\n${NO_SIMD ? "[--no-simd: the vector pass is off] " : ""}Reply extraction as a ratio to JSON.parse in the same run: a ~1 MiB pick (and a dense one) and a ~200-byte pick in prose, hostile families at 1 MiB (and 256 KiB for growth)`);
  console.log(`${"case".padEnd(width)}  ratio     target                  verdict  detail`);
  for (const r of rows) {
    console.log(`${r.name.padEnd(width)}  ${r.value.padEnd(8)}  ${r.target.padEnd(22)}  ${r.pass ? "PASS" : "FAIL"}     ${r.detail}`);
  }
}

module.exports = { run };

if (require.main === module) {
  const rows = run();
  print(rows);
  process.exitCode = rows.every((r) => r.pass) ? 0 : 1;
}
