"use strict";
// Benchmark for validating a pick's arguments (packages/core/src/validation). Requires the built package:
//   npx tsc -b packages/core && node scripts/bench/validation.bench.js
// For each hostile family, the largest reply inside the extraction cap (4 MiB) is built, read with
// extractAction, and its arguments validated as a decision would (validateOptionArgs, the option built by
// normalizeOptions); the target is 100 ms per validation. JSON.parse of the same reply, timed in the same
// run, is the baseline each time is compared with. Families whose cost grows with nesting depth are also
// timed at smaller depths, to show the growth.
const { performance } = require("node:perf_hooks");
const { DEFAULT_EXTRACT_LIMITS, extractAction, jsonSchema, normalizeOptions } = require("../../packages/core/dist/index.js");
const { validateOptionArgs } = require("../../packages/core/dist/validation/validate-option-args.js");

const TARGET_MS = 100;
const CAP = DEFAULT_EXTRACT_LIMITS.maxLength;
const DEPTH_CAP = DEFAULT_EXTRACT_LIMITS.maxDepth;

/** A reply holding one pick of option "x" whose args are `argsText` (JSON), checked to fit the cap. */
function replyOf(argsText) {
  const reply = `{"call":"x","args":${argsText}}`;
  if (reply.length > CAP) throw new Error(`reply of ${reply.length} chars is over the cap`);
  return reply;
}

/** Fills a JSON array (or object) with `item(k)` texts after `prefix`, closed by `tail`, until the reply would pass the cap. */
function arrayText(prefix, item, tail = "]}") {
  const room = CAP - `{"call":"x","args":${prefix}${tail}}`.length;
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

/** Fills a JSON object with `"key": value` members until the reply would pass the cap. */
const objectText = (member) => arrayText("{", member, "}");

/** Nests `inner` in `depth` one-key objects (`{"c": … }`). */
const nestObjects = (depth, inner) => '{"c":'.repeat(depth) + inner + "}".repeat(depth);
/** Nests `inner` in `depth` arrays. */
const nestArrays = (depth, inner) => "[".repeat(depth) + inner + "]".repeat(depth);

const closed = (properties) => ({ type: "object", properties, required: Object.keys(properties), additionalProperties: false });

// Each family: the payload schema of option "x" and a builder of the args text (at a nesting depth when
// `depths` is given; the last depth is the deepest the extraction cap allows).
const FAMILIES = [
  {
    name: "uniqueItems: distinct objects",
    schema: closed({ rows: { type: "array", uniqueItems: true, items: { type: "object" } } }),
    args: () => arrayText('{"rows":[', (k) => `{"id":${k},"tag":"t"}`),
  },
  {
    name: "uniqueItems: objects equal up to key order at the end",
    schema: closed({ rows: { type: "array", uniqueItems: true, items: { type: "object" } } }),
    args: () => arrayText('{"rows":[{"b":1,"a":2},', (k) => `{"id":${k},"tag":"t"}`, ',{"a":2,"b":1}]}'),
  },
  {
    name: "uniqueItems: distinct strings",
    schema: closed({ rows: { type: "array", uniqueItems: true, items: { type: "string" } } }),
    args: () => arrayText('{"rows":[', (k) => `"s${k}"`),
  },
  {
    name: "uniqueItems nested in uniqueItems (recursive)",
    schema: {
      ...closed({ rows: { $ref: "#/definitions/list" } }),
      definitions: { list: { type: "array", uniqueItems: true, items: { anyOf: [{ $ref: "#/definitions/list" }, { type: "number" }] } } },
    },
    depths: [8, 32, DEPTH_CAP - 3],
    args: (depth) => arrayText(`{"rows":${"[".repeat(depth)}`, (k) => String(k), `${"]".repeat(depth)}}`),
  },
  {
    name: "pattern ^(a+)+$ on a 4 MiB string",
    schema: closed({ s: { type: "string", pattern: "^(a+)+$" } }),
    args: () => `{"s":"${"a".repeat(CAP - 40)}b"}`,
  },
  {
    name: "pattern with a large DFA, [a-q][^u-z]{13}x",
    schema: closed({ s: { type: "string", pattern: "[a-q][^u-z]{13}x" } }),
    args: () => `{"s":"${pseudoRandomLetters(CAP - 40)}"}`,
  },
  {
    name: "pattern a{1000} (largest repeat RE2 takes)",
    schema: closed({ s: { type: "string", pattern: "(?:a|b){1000}c" } }),
    args: () => `{"s":"${"ab".repeat((CAP - 40) >> 1)}"}`,
  },
  {
    name: "patternProperties: many keys, 8 patterns",
    schema: {
      type: "object",
      patternProperties: Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`^k${i}(a+)+$`, { type: "number" }])),
      additionalProperties: false,
    },
    args: () => objectText((k) => `"${"a".repeat(20)}${k}":1`),
  },
  {
    name: "many properties, all unknown (dropped)",
    schema: closed({}),
    args: () => objectText((k) => `"f${k}":${k}`),
  },
  {
    name: "many properties, additionalProperties a schema",
    schema: { type: "object", additionalProperties: { type: "integer", minimum: 0 } },
    args: () => objectText((k) => `"f${k}":${k}`),
  },
  {
    name: "deep nesting, recursive $ref",
    schema: { ...closed({ c: { $ref: "#/definitions/node" } }), definitions: { node: { type: "object", properties: { c: { $ref: "#/definitions/node" }, s: { type: "string", maxLength: 10 } } } } },
    args: () => nestObjects(DEPTH_CAP - 2, '{"s":"x"}'),
  },
  {
    name: "enum of 500 objects, many items",
    schema: closed({ rows: { type: "array", items: { enum: Array.from({ length: 500 }, (_, i) => ({ id: i, tag: "t" })) } } }),
    args: () => arrayText('{"rows":[', () => '{"id":499,"tag":"t"}'),
  },
  {
    name: "oneOf of 50 object branches, many items",
    schema: closed({
      rows: { type: "array", items: { oneOf: Array.from({ length: 50 }, (_, i) => closed({ kind: { const: `k${i}` }, n: { type: "integer" } })) } },
    }),
    args: () => arrayText('{"rows":[', () => '{"kind":"k49","n":1}'),
  },
  {
    name: "maxLength on a 4 MiB string of astral characters",
    schema: closed({ s: { type: "string", maxLength: CAP } }),
    args: () => `{"s":"${"😀".repeat((CAP - 40) >> 1)}"}`,
  },
  {
    name: "anyOf whose branches both descend (recursive)",
    schema: {
      ...closed({ t: { $ref: "#/definitions/t" } }),
      definitions: {
        t: { anyOf: [{ allOf: [{ type: "array", items: { $ref: "#/definitions/t" } }, { maxItems: 0 }] }, { type: "array", items: { $ref: "#/definitions/t" } }] },
      },
    },
    depths: [10, 12, 14, 16],
    args: (depth) => `{"t":${nestArrays(depth, "")}}`,
    extrapolateTo: DEPTH_CAP - 2,
  },
];

function pseudoRandomLetters(length) {
  let seed = 42;
  let out = "";
  while (out.length < length) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    out += String.fromCharCode(97 + (seed % 26));
  }
  return out;
}

/** Median validation time of `args` against `option`, each run on a fresh parse (validation cleans in place). */
async function medianValidationMs(option, argsText, runs = 5) {
  const times = [];
  let outcome;
  for (let i = 0; i < runs + 1; i++) {
    const args = JSON.parse(argsText);
    const t0 = performance.now();
    outcome = await validateOptionArgs(option, args);
    if (i > 0) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { ms: times[times.length >> 1], outcome };
}

function medianParseMs(text, runs = 5) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    JSON.parse(text);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[times.length >> 1];
}

async function measure(option, argsText) {
  const reply = replyOf(argsText);
  const picked = extractAction(reply);
  if (!picked.ok) throw new Error(`the reply does not extract: ${picked.problem.message}`);
  const { ms, outcome } = await medianValidationMs(option, argsText);
  return { ms, parseMs: medianParseMs(reply), size: reply.length, verdict: outcome.ok ? "valid" : outcome.problem.kind };
}

/** Runs the benchmark (the families whose name contains `only`, when given) and returns its rows. */
async function run(onRow = () => {}, only = "") {
  const rows = [];
  for (const family of FAMILIES.filter((f) => f.name.includes(only))) {
    const option = normalizeOptions({ x: ["The payload.", jsonSchema(family.schema)] }).byName.get("x");
    const depths = family.depths ?? [undefined];
    const timed = [];
    for (const depth of depths) timed.push({ depth, ...(await measure(option, family.args(depth))) });
    const last = timed[timed.length - 1];
    let value = last.ms;
    let detail = `${(last.size / 1024 / 1024).toFixed(2)} MiB, ${last.verdict}, JSON.parse ${last.parseMs.toFixed(1)} ms (×${(last.ms / last.parseMs).toFixed(1)})`;
    if (depths.length > 1) detail += `; by depth ${timed.map((t) => `${t.depth}: ${t.ms.toFixed(1)} ms`).join(", ")}`;
    if (family.extrapolateTo !== undefined) {
      // Doubling per level cannot be run at the cap; the growth measured here is carried to it.
      const perLevel = Math.pow(last.ms / timed[0].ms, 1 / (last.depth - timed[0].depth));
      value = last.ms * Math.pow(perLevel, family.extrapolateTo - last.depth);
      detail += `; ×${perLevel.toFixed(2)} per level, extrapolated to depth ${family.extrapolateTo}`;
    }
    const row = { name: family.name, value, detail, pass: value <= TARGET_MS };
    rows.push(row);
    onRow(row);
  }
  return rows;
}

const WIDTH = Math.max(...FAMILIES.map((f) => f.name.length));

// Rows are printed as they finish: the slow families take seconds each.
function printRow(r) {
  const value = r.value > 1e6 ? `${r.value.toExponential(1)} ms` : `${r.value.toFixed(1)} ms`;
  console.log(`${r.name.padEnd(WIDTH)}  ${value.padEnd(12)}  ${r.pass ? "PASS" : "FAIL"}     ${r.detail}`);
}

module.exports = { run };

if (require.main === module) {
  console.log(`\nArgument validation: the largest reply inside the ${CAP / 1024 / 1024} MiB cap per hostile family (target <= ${TARGET_MS} ms)`);
  console.log(`${"case".padEnd(WIDTH)}  result        verdict  detail`);
  run(printRow, process.argv[2] ?? "").then((rows) => {
    process.exitCode = rows.every((r) => r.pass) ? 0 : 1;
  });
}
