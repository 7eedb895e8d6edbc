"use strict";
// Benchmark for validating a pick's arguments (packages/core/src/validation). Requires the built package:
//   npx tsc -b packages/core && node --expose-gc scripts/bench/validation.bench.js [name filter]
// For each hostile family two replies are built: the largest inside the extraction cap (4 MiB), whose
// arguments pass the validation size limit (maxArgsSize) and are refused, and the largest whose arguments
// fit that limit, which are validated to the end. Each is read as checkPick reads it and its arguments
// validated as a decision would (the pick's text length against maxArgsSize, then validateOptionArgs, the
// option built by normalizeOptions); the family's
// result is the slower of the two, against a target of 100 ms. Times are CPU time of this process (the
// median of a few runs): on a shared, loaded machine wall time mostly measures the scheduler. JSON.parse of
// the same reply, timed the same way in the same run, is the baseline each time is compared with.
const os = require("node:os");
const { DEFAULT_EXTRACT_LIMITS, jsonSchema, normalizeOptions, validationLimits } = require("../../packages/core/dist/index.js");
const { validateOptionArgs } = require("../../packages/core/dist/dispatch/validate-option-args.js");
const { oversizedPick } = require("../../packages/core/dist/dispatch/oversized-pick.js");
const { readAction } = require("../../packages/core/dist/reply/read-action.js");

const TARGET_MS = 100;
const CAP = DEFAULT_EXTRACT_LIMITS.maxLength;
const DEPTH_CAP = DEFAULT_EXTRACT_LIMITS.maxDepth;
const ARGS_LIMIT = validationLimits().maxArgsSize;
const MIB = 1024 * 1024;

/** A reply holding one pick of option "x" whose args are `argsText` (JSON), checked to fit the cap. */
function replyOf(argsText) {
  const reply = `{"call":"x","args":${argsText}}`;
  if (reply.length > CAP) throw new Error(`reply of ${reply.length} chars is over the cap`);
  return reply;
}

/** The room for args text of at most `size` characters inside a reply under the cap. */
const roomFor = (size) => Math.min(size, CAP - `{"call":"x","args":}`.length);

/** Fills a JSON array (or object) with `item(k)` texts after `prefix`, closed by `tail`, to at most `size` characters. */
function arrayText(size, prefix, item, tail = "]}") {
  const room = roomFor(size) - prefix.length - tail.length;
  const parts = [];
  let length = 0;
  for (let k = 0; ; k++) {
    const text = item(k);
    if (length + text.length + 1 > room) break;
    parts.push(text);
    length += text.length + 1;
  }
  return `${prefix}${parts.join(",")}${tail}`;
}

/** Fills a JSON object with `"key": value` members to at most `size` characters. */
const objectText = (size, member) => arrayText(size, "{", member, "}");
/** A string field `s` holding `fill(length)`, the args at most `size` characters. */
const stringText = (size, fill) => `{"s":"${fill(roomFor(size) - 10)}"}`;

/** Nests `inner` in `depth` one-key objects (`{"c": … }`). */
const nestObjects = (depth, inner) => '{"c":'.repeat(depth) + inner + "}".repeat(depth);
/** Nests `inner` in `depth` arrays. */
const nestArrays = (depth, inner) => "[".repeat(depth) + inner + "]".repeat(depth);

const closed = (properties) => ({ type: "object", properties, required: Object.keys(properties), additionalProperties: false });
const recursive = (name, definition) => ({ ...closed({ t: { $ref: `#/definitions/${name}` } }), definitions: { [name]: definition } });

// Each family: the payload schema of option "x" and a builder of args text of at most `size` characters.
const FAMILIES = [
  {
    name: "uniqueItems: distinct objects",
    schema: closed({ rows: { type: "array", uniqueItems: true, items: { type: "object" } } }),
    args: (size) => arrayText(size, '{"rows":[', (k) => `{"id":${k},"tag":"t"}`),
  },
  {
    name: "uniqueItems: objects equal up to key order at the end",
    schema: closed({ rows: { type: "array", uniqueItems: true, items: { type: "object" } } }),
    args: (size) => arrayText(size, '{"rows":[{"b":1,"a":2},', (k) => `{"id":${k},"tag":"t"}`, ',{"a":2,"b":1}]}'),
  },
  {
    name: "uniqueItems: distinct strings",
    schema: closed({ rows: { type: "array", uniqueItems: true, items: { type: "string" } } }),
    args: (size) => arrayText(size, '{"rows":[', (k) => `"s${k}"`),
  },
  {
    name: "uniqueItems: distinct deep arrays",
    schema: closed({ rows: { type: "array", uniqueItems: true, items: { type: "array" } } }),
    args: (size) => arrayText(size, '{"rows":[', (k) => nestArrays(DEPTH_CAP - 4, String(k))),
  },
  {
    name: `uniqueItems nested in uniqueItems, depth ${DEPTH_CAP - 3}`,
    schema: recursive("list", { type: "array", uniqueItems: true, items: { anyOf: [{ $ref: "#/definitions/list" }, { type: "number" }] } }),
    args: (size) => arrayText(size, `{"t":${"[".repeat(DEPTH_CAP - 3)}`, (k) => String(k), `${"]".repeat(DEPTH_CAP - 3)}}`),
  },
  {
    name: "pattern ^(a+)+$ on one string",
    schema: closed({ s: { type: "string", pattern: "^(a+)+$" } }),
    args: (size) => stringText(size, (n) => `${"a".repeat(n - 1)}b`),
  },
  {
    name: "pattern with a large DFA, [a-q][^u-z]{13}x",
    schema: closed({ s: { type: "string", pattern: "[a-q][^u-z]{13}x" } }),
    args: (size) => stringText(size, pseudoRandomLetters),
  },
  {
    name: "pattern (?:a|b){1000}c",
    schema: closed({ s: { type: "string", pattern: "(?:a|b){1000}c" } }),
    args: (size) => stringText(size, (n) => "ab".repeat(n >> 1)),
  },
  {
    name: "maxLength on a string of astral characters",
    schema: closed({ s: { type: "string", maxLength: CAP } }),
    args: (size) => stringText(size, (n) => "😀".repeat(n >> 1)),
  },
  {
    name: "patternProperties: many keys, 8 patterns",
    schema: {
      type: "object",
      patternProperties: Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`^k${i}(a+)+$`, { type: "number" }])),
      additionalProperties: false,
    },
    args: (size) => objectText(size, (k) => `"${"a".repeat(20)}${k}":1`),
  },
  {
    name: "many properties, all unknown (dropped)",
    schema: closed({}),
    args: (size) => objectText(size, (k) => `"f${k}":${k}`),
  },
  {
    name: "many properties, additionalProperties a schema",
    schema: { type: "object", additionalProperties: { type: "integer", minimum: 0 } },
    args: (size) => objectText(size, (k) => `"f${k}":${k}`),
  },
  {
    name: "deep nesting, recursive $ref",
    schema: { ...closed({ c: { $ref: "#/definitions/node" } }), definitions: { node: { type: "object", properties: { c: { $ref: "#/definitions/node" }, s: { type: "string", maxLength: 10 } } } } },
    args: () => nestObjects(DEPTH_CAP - 2, '{"s":"x"}'),
  },
  {
    name: "enum of 500 objects, many items",
    schema: closed({ rows: { type: "array", items: { enum: Array.from({ length: 500 }, (_, i) => ({ id: i, tag: "t" })) } } }),
    args: (size) => arrayText(size, '{"rows":[', () => '{"tag":"t","id":499}'),
  },
  {
    name: "enum of 500 strings, many items",
    schema: closed({ rows: { type: "array", items: { enum: Array.from({ length: 500 }, (_, i) => `v${i}`) } } }),
    args: (size) => arrayText(size, '{"rows":[', () => '"v499"'),
  },
  {
    name: "const object, many items",
    schema: closed({ rows: { type: "array", items: { const: { id: 1, tags: ["a", "b"] } } } }),
    args: (size) => arrayText(size, '{"rows":[', () => '{"tags":["a","b"],"id":1}'),
  },
  {
    name: "oneOf of 50 object branches, many items",
    schema: closed({
      rows: { type: "array", items: { oneOf: Array.from({ length: 50 }, (_, i) => closed({ kind: { const: `k${i}` }, n: { type: "integer" } })) } },
    }),
    args: (size) => arrayText(size, '{"rows":[', () => '{"kind":"k49","n":1}'),
  },
  {
    name: `anyOf whose branches both descend, depth ${DEPTH_CAP - 2}`,
    schema: recursive("t", {
      anyOf: [{ allOf: [{ type: "array", items: { $ref: "#/definitions/t" } }, { maxItems: 0 }] }, { type: "array", items: { $ref: "#/definitions/t" } }],
    }),
    args: () => `{"t":${nestArrays(DEPTH_CAP - 2, "")}}`,
  },
  {
    name: `allOf of two descending branches, depth ${DEPTH_CAP - 2}`,
    schema: recursive("t", { allOf: [{ type: "array", items: { $ref: "#/definitions/t" } }, { items: { $ref: "#/definitions/t" } }] }),
    args: () => `{"t":${nestArrays(DEPTH_CAP - 2, "")}}`,
  },
];

function pseudoRandomLetters(length) {
  let seed = 42;
  const out = [];
  for (let i = 0; i < length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    out.push(String.fromCharCode(97 + (seed % 26)));
  }
  return out.join("");
}

/** Milliseconds of CPU time this process spends in `fn` (all threads, so garbage collection counts). */
async function cpuMs(fn) {
  const start = process.cpuUsage();
  const result = await fn();
  const used = process.cpuUsage(start);
  return { ms: (used.user + used.system) / 1000, result };
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
const collect = () => global.gc?.();

/**
 * Median CPU time of validating `args` against `option` as a decision does once the pick is extracted
 * (checkPick: the pick's text length against maxArgsSize, then validateOptionArgs), each run on a fresh
 * parse (validation cleans in place).
 */
async function validationMs(option, argsText, textLength, runs = 3) {
  const times = [];
  let outcome;
  const validate = (args) => {
    const oversized = oversizedPick(textLength);
    return oversized ? { ok: false, problem: oversized } : validateOptionArgs(option, args);
  };
  for (let i = 0; i <= runs; i++) {
    const args = JSON.parse(argsText);
    collect();
    const timed = await cpuMs(() => validate(args));
    outcome = timed.result;
    if (i > 0) times.push(timed.ms);
  }
  return { ms: median(times), outcome };
}

async function parseMs(text, runs = 3) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    collect();
    times.push((await cpuMs(() => JSON.parse(text))).ms);
  }
  return median(times);
}

async function measure(option, argsText) {
  const reply = replyOf(argsText);
  const span = { textLength: 0 };
  const picked = readAction(reply, DEFAULT_EXTRACT_LIMITS, undefined, span);
  if (!picked.ok) throw new Error(`the reply does not extract: ${picked.problem.message}`);
  const { ms, outcome } = await validationMs(option, argsText, span.textLength);
  const verdict = outcome.ok ? "valid" : /validation limit (\w+)/.exec(outcome.problem.message)?.[1] ?? outcome.problem.kind;
  return { ms, parseMs: await parseMs(reply), size: reply.length, verdict };
}

const sizes = (family) => (family.args.length === 0 ? [undefined] : [ARGS_LIMIT, CAP]);

/** Runs the benchmark (the families whose name contains `only`, when given) and returns its rows. */
async function run(onRow = () => {}, only = "") {
  const rows = [];
  for (const family of FAMILIES.filter((f) => f.name.includes(only))) {
    const option = normalizeOptions({ x: ["The payload.", jsonSchema(family.schema)] }).byName.get("x");
    const timed = [];
    for (const size of sizes(family)) timed.push(await measure(option, family.args(size)));
    const value = Math.max(...timed.map((t) => t.ms));
    const detail = timed
      .map((t) => `${(t.size / MIB).toFixed(2)} MiB ${t.verdict} ${t.ms.toFixed(1)} ms (JSON.parse ${t.parseMs.toFixed(1)} ms, ×${(t.ms / Math.max(t.parseMs, 0.1)).toFixed(2)})`)
      .join("; ");
    const row = { name: family.name, value, detail, pass: value <= TARGET_MS };
    rows.push(row);
    onRow(row);
  }
  return rows;
}

const WIDTH = Math.max(...FAMILIES.map((f) => f.name.length));

// Rows are printed as they finish.
function printRow(r) {
  console.log(`${r.name.padEnd(WIDTH)}  ${`${r.value.toFixed(1)} ms`.padEnd(10)}  ${r.pass ? "PASS" : "FAIL"}     ${r.detail}`);
}

module.exports = { run };

if (require.main === module) {
  const started = Date.now();
  const load = os.loadavg().map((l) => l.toFixed(2)).join(" ");
  console.log(`\nArgument validation, CPU ms per reply: the largest reply inside the ${CAP / MIB} MiB cap and the largest whose args fit maxArgsSize (${ARGS_LIMIT}) per hostile family (target <= ${TARGET_MS} ms; load average ${load})`);
  console.log(`${"case".padEnd(WIDTH)}  result      verdict  detail`);
  run(printRow, process.argv[2] ?? "").then((rows) => {
    console.log(`${rows.filter((r) => r.pass).length}/${rows.length} families within ${TARGET_MS} ms; the bench took ${((Date.now() - started) / 1000).toFixed(1)} s`);
    process.exitCode = rows.every((r) => r.pass) ? 0 : 1;
  });
}
