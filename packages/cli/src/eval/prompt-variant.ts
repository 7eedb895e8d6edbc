import path from "node:path";
import { registerTsHook } from "../load/ts-require-hook";
import { requireUserModule, resolveUserFile } from "../load/load-user-module";
import { isRecord } from "../is-record";
import { UsageError } from "../usage-error";
import { PICK_MODES, type EvalCase } from "./eval-case";
import { readInputFile } from "./eval-files";

/** A change to what every case asks, to compare a prompt or description edit against the baseline. */
export interface PromptVariant {
  /** Shown in the report (the file's `name`, else its file name). */
  readonly name: string;
  /** The case as the variant asks it. */
  apply(c: EvalCase): EvalCase;
}

/**
 * The JSON form of a variant: `system` replaces the system text (`null` removes it); `prompt` replaces the
 * prompt (or the last user message of a conversation), `{prompt}` in it standing for the recorded one;
 * `descriptions` replaces options' descriptions by name; `pickMode` asks in another mode.
 */
export interface PromptVariantJson {
  readonly name?: string;
  readonly system?: string | null;
  readonly prompt?: string;
  readonly descriptions?: Readonly<Record<string, string>>;
  readonly pickMode?: EvalCase["pickMode"];
}

/**
 * Reads `--prompt-variant FILE`: a `.json` file ({@link PromptVariantJson}), or a module whose `default`
 * export is a function from a case to the case to ask.
 */
export function loadPromptVariant(file: string, cwd: string): PromptVariant {
  const absolute = path.resolve(cwd, file);
  if (path.extname(absolute) === ".json") {
    const text = readInputFile(absolute, `--prompt-variant ${file}`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new UsageError(`--prompt-variant ${file}: ${(error as Error).message}`);
    }
    return fromJson(json, file);
  }
  const unregister = registerTsHook();
  try {
    const mod = requireUserModule(resolveUserFile(file, cwd));
    const fn = mod.default;
    if (typeof fn !== "function") throw new UsageError(`--prompt-variant ${file}: its default export must be a function (case) => case.`);
    return { name: typeof mod.name === "string" ? mod.name : path.basename(file), apply: (c) => (fn as (c: EvalCase) => EvalCase)(c) };
  } finally {
    unregister();
  }
}

function fromJson(json: unknown, file: string): PromptVariant {
  const bad = (what: string): never => {
    throw new UsageError(`--prompt-variant ${file}: ${what}`);
  };
  if (!isRecord(json)) return bad("expected a JSON object { name?, system?, prompt?, descriptions?, pickMode? }.");
  const v = json as PromptVariantJson;
  for (const key of Object.keys(json)) if (!["name", "system", "prompt", "descriptions", "pickMode"].includes(key)) bad(`unknown field "${key}".`);
  if (v.system !== undefined && v.system !== null && typeof v.system !== "string") bad('"system" must be a string or null.');
  if (v.prompt !== undefined && typeof v.prompt !== "string") bad('"prompt" must be a string ({prompt} stands for the recorded one).');
  if (v.descriptions !== undefined && !(isRecord(v.descriptions) && Object.values(v.descriptions).every((d) => typeof d === "string"))) bad('"descriptions" must map option names to strings.');
  if (v.pickMode !== undefined && !PICK_MODES.has(v.pickMode)) bad('"pickMode" must be text, tools or json.');
  return {
    name: typeof v.name === "string" ? v.name : path.basename(file),
    apply(c) {
      const out: { -readonly [K in keyof EvalCase]: EvalCase[K] } = { ...c };
      if (v.system === null) delete out.system;
      else if (v.system !== undefined) out.system = v.system;
      if (v.prompt !== undefined) {
        const fill = (recorded: string) => v.prompt!.split("{prompt}").join(recorded);
        if (c.prompt !== undefined) out.prompt = fill(c.prompt);
        else if (c.messages !== undefined) out.messages = c.messages.map((m, i) => (i === c.messages!.length - 1 && m.role === "user" ? { role: "user", content: fill(m.content) } : m));
      }
      if (v.descriptions !== undefined) {
        const d = v.descriptions;
        out.menu = c.menu.map((o) => (Object.hasOwn(d, o.name) ? { ...o, description: d[o.name] } : o));
      }
      if (v.pickMode !== undefined) out.pickMode = v.pickMode;
      return out;
    },
  };
}
