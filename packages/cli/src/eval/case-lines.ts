import { isCaseMessage, OPTION_KINDS, PICK_MODES, type EvalCase } from "./eval-case";
import { isRecord } from "../is-record";
import { UsageError } from "../usage-error";

// Characters JSON.stringify leaves as they are that a terminal or an editor may act on: DEL, C1 controls,
// the line and paragraph separators.
const UNSAFE = /[\u007f-\u009f\u2028\u2029]/g;

/**
 * One case as one line of `cases.jsonl`: JSON with its fields in the order {@link EvalCase} declares them,
 * and every control character escaped, so a line is the same bytes each time and safe to print.
 */
export function caseLine(c: EvalCase): string {
  return JSON.stringify(c).replace(UNSAFE, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** A problem with a cases file, naming its line: a usage error (exit 2), like a wrong option. */
export class CasesFileError extends UsageError {
  constructor(message: string) {
    super(message);
    this.name = "CasesFileError";
  }
}


/**
 * Reads `cases.jsonl` (one case per line; blank lines and lines starting with `#` or `//` are skipped),
 * checking each case's shape: a case a person edited wrongly fails here, naming its line and field,
 * before any model is asked. Ids must be unique; `expected` and `acceptable` must name options of the menu.
 */
export function readCases(text: string, file: string): EvalCase[] {
  const cases: EvalCase[] = [];
  const ids = new Set<string>();
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#") || trimmed.startsWith("//")) return;
    const at = `${file}:${index + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch (error) {
      throw new CasesFileError(`${at}: not JSON (${(error as Error).message}).`);
    }
    const c = checkCase(value, at);
    if (ids.has(c.id)) throw new CasesFileError(`${at}: case id "${c.id}" is used twice.`);
    ids.add(c.id);
    cases.push(c);
  });
  if (cases.length === 0) throw new CasesFileError(`${file}: no cases (export some with \`agentic eval export --db <store> > ${file}\`).`);
  return cases;
}

function checkCase(value: unknown, at: string): EvalCase {
  const fail = (field: string, want: string): never => {
    throw new CasesFileError(`${at}: "${field}" must be ${want}.`);
  };
  if (!isRecord(value)) return fail("(the line)", "a JSON object");
  const c = value;
  if (typeof c.id !== "string" || c.id === "") fail("id", "a non-empty string");
  if (typeof c.pickMode !== "string" || !PICK_MODES.has(c.pickMode)) fail("pickMode", `one of ${[...PICK_MODES].join(", ")}`);
  if (c.system !== undefined && typeof c.system !== "string") fail("system", "a string");
  if (c.prompt !== undefined && typeof c.prompt !== "string") fail("prompt", "a string");
  if (c.messages !== undefined && !(Array.isArray(c.messages) && c.messages.length > 0 && c.messages.every(isCaseMessage))) {
    fail("messages", "a non-empty list of { role: user|assistant, content }");
  }
  if ((c.prompt === undefined) === (c.messages === undefined)) fail("prompt", "given, or else messages (exactly one of them)");
  if (c.settings !== undefined && !isRecord(c.settings)) fail("settings", "an object");
  if (!Array.isArray(c.menu) || c.menu.length === 0) fail("menu", "a non-empty list of options");
  const names = new Set<string>();
  (c.menu as unknown[]).forEach((o, i) => {
    if (!isRecord(o) || typeof o.name !== "string" || typeof o.kind !== "string" || !OPTION_KINDS.has(o.kind) || !isRecord(o.schema) || (o.description !== undefined && typeof o.description !== "string")) {
      fail(`menu[${i}]`, "{ kind, name, description?, schemaHash, schema }");
    }
    if (names.has((o as { name: string }).name)) fail(`menu[${i}].name`, "unique in the menu");
    names.add((o as { name: string }).name);
  });
  if (c.via !== undefined && c.via !== "exec") fail("via", '"exec" or absent');
  if (c.via === "exec") checkTools(c.tools, fail);
  else if (c.tools !== undefined) fail("tools", 'absent unless "via" is "exec"');
  if (typeof c.expected !== "string" || !names.has(c.expected)) fail("expected", `the name of one of the menu's options (${[...names].join(", ")})`);
  if (!Array.isArray(c.acceptable) || !c.acceptable.every((a) => typeof a === "string" && names.has(a))) fail("acceptable", "a list of names of the menu's options");
  if (!Array.isArray(c.tags) || !c.tags.every((t) => typeof t === "string")) fail("tags", "a list of strings");
  if (!isRecord(c.recorded) || typeof c.recorded.pick !== "string") fail("recorded.pick", "the recorded pick's option name");
  return c as unknown as EvalCase;
}

function checkTools(tools: unknown, fail: (field: string, want: string) => never): void {
  if (!Array.isArray(tools)) fail("tools", "a list of the turn's tools");
  (tools as unknown[]).forEach((t, i) => {
    const ok = isRecord(t) && typeof t.name === "string" && isRecord(t.schema) && Array.isArray(t.calls) && t.calls.every((call) => isRecord(call) && (call.result === undefined || typeof call.result === "string") && (call.error === undefined || typeof call.error === "string"));
    if (!ok) fail(`tools[${i}]`, "{ name, description?, schema, calls: [{ args, result? | error? }] }");
  });
}
