import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRuntimeFromEnv, type Runtime } from "@agentic-ts/core";
import { registerTsHook } from "../load/ts-require-hook";
import { requireUserModule, resolveUserFile } from "../load/load-user-module";
import { UsageError } from "../usage-error";

/** The candidate runtime of `agentic eval run`, with what identifies it in the cache. */
export interface EvalRuntime {
  readonly runtime: Runtime;
  /** The spec as given (`openai:gpt-…`, or the module's path). */
  readonly spec: string;
  /** What the cache keys by besides the model: the provider and its endpoint, or the module and its text. */
  readonly identity: string;
}

const PROVIDERS = { openai: "OPENAI_BASE_URL", anthropic: "ANTHROPIC_BASE_URL" } as const;

/**
 * Makes the runtime `--runtime` names: `openai:<model>` or `anthropic:<model>` (keys and endpoints from
 * the environment, as `createRuntimeFromEnv` reads them), or the path of a module (`.ts`, `.js`, …)
 * whose `default` or `runtime` export is a `Runtime` or a function returning one (possibly async): the
 * way to evaluate an AI SDK model through `fromAiSdk`, or a scripted candidate.
 */
export async function loadEvalRuntime(spec: string, cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<EvalRuntime> {
  const colon = spec.indexOf(":");
  const provider = colon > 0 ? spec.slice(0, colon) : "";
  if (Object.hasOwn(PROVIDERS, provider)) {
    const model = spec.slice(colon + 1);
    if (model === "") throw new UsageError(`--runtime ${spec}: name the model after the colon (${provider}:<model>).`);
    const runtime = createRuntimeFromEnv(env, { provider: provider as keyof typeof PROVIDERS, model });
    return { runtime, spec, identity: `${provider}:${env[PROVIDERS[provider as keyof typeof PROVIDERS]] ?? "default endpoint"}` };
  }
  if (!/[\\/.]/.test(spec)) {
    throw new UsageError(`--runtime takes openai:<model>, anthropic:<model> or the path of a module exporting a Runtime; got "${spec}".`);
  }
  const file = resolveUserFile(spec, cwd);
  const unregister = registerTsHook();
  let exported: unknown;
  try {
    const mod = requireUserModule(file);
    exported = mod.default ?? mod.runtime;
  } finally {
    unregister();
  }
  const made = typeof exported === "function" && !isRuntime(exported) ? await (exported as () => unknown)() : exported;
  if (!isRuntime(made)) {
    throw new UsageError(`--runtime ${spec}: its default or runtime export must be a Runtime (or a function returning one), e.g. export default new OpenAIRuntime({ model: "…" }).`);
  }
  const text = createHash("sha256").update(readFileSync(file)).digest("hex").slice(0, 32);
  return { runtime: made, spec, identity: `module:${file}#${text}` };
}

// A Runtime of whichever copy of core the module loaded: duck-typed on what a decision uses.
function isRuntime(value: unknown): value is Runtime {
  const r = value as Partial<Runtime> | null;
  return typeof value === "object" && r !== null && typeof r.callModel === "function" && typeof r.trace === "object";
}
