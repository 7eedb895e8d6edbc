import { ConfigurationError } from "../errors/configuration-error";
import type { Runtime, RuntimeOptions } from "./runtime";
import { isMissingModule } from "../errors/is-missing-module";

/** The environment variables {@link createRuntimeFromEnv} reads. */
export type RuntimeEnv = Readonly<Record<string, string | undefined>>;

/** What {@link createRuntimeFromEnv} accepts besides the environment. */
export interface RuntimeFromEnvOptions extends RuntimeOptions {
  /** Use this provider whatever the environment suggests (its variables must still be set). */
  readonly provider?: "openai" | "anthropic";
  /**
   * Loads a provider package by name; defaults to Node's `require`. Lets bundlers (and tests) supply
   * the module themselves.
   */
  readonly load?: (packageName: string) => unknown;
}

// Current, inexpensive general models (checked 2026-12-01 against each provider's model and deprecation
// pages); a default that gets deprecated turns every app without AGENTIC_MODEL into a 404, so revisit these.
/** The model used for api.openai.com when `AGENTIC_MODEL` is unset: GPT-6 Luna, OpenAI's high-volume tier. */
export const DEFAULT_OPENAI_MODEL = "gpt-6-luna";
/** The model used for Anthropic when `AGENTIC_MODEL` is unset: Claude Sonnet 5.5, Anthropic's current Sonnet. */
export const DEFAULT_ANTHROPIC_MODEL = "claude-sonnet-5-5";

const PACKAGES = { openai: "@agentic-ts/openai", anthropic: "@agentic-ts/anthropic" } as const;
const EXPORTS = { openai: "OpenAIRuntime", anthropic: "AnthropicRuntime" } as const;

type RuntimeClass = new (options: Record<string, unknown>) => Runtime;

/**
 * Creates a provider runtime from environment variables, so an app or example runs against whichever
 * provider the machine is set up for.
 *
 * - `OPENAI_API_KEY` and/or `OPENAI_BASE_URL` configure OpenAI or an OpenAI-compatible server
 *   (Ollama, vLLM, llama.cpp, LM Studio: the base URL alone is enough for servers that need no key).
 * - `ANTHROPIC_API_KEY` (and optionally `ANTHROPIC_BASE_URL`) configures Anthropic.
 * - `AGENTIC_MODEL` names the model. When both providers are configured, a model starting with
 *   `claude` picks Anthropic; otherwise OpenAI is used. With one provider configured, that one is used.
 *
 * The model defaults to {@link DEFAULT_OPENAI_MODEL} (`gpt-6-luna`) for api.openai.com and
 * {@link DEFAULT_ANTHROPIC_MODEL} (`claude-sonnet-5-5`) for Anthropic; an
 * OpenAI-compatible `OPENAI_BASE_URL` requires `AGENTIC_MODEL` (no default could be right there).
 * `overrides` are passed to the runtime's constructor and win over the environment.
 *
 * The provider package (`@agentic-ts/openai` or `@agentic-ts/anthropic`) is loaded at call time, so core
 * never depends on it; when it is not installed, a {@link ConfigurationError} says what to install. So
 * does an environment with no provider configured, naming the variables to set.
 *
 * @example
 * const runtime = createRuntimeFromEnv(); // OPENAI_API_KEY=sk-… AGENTIC_MODEL=gpt-6.1-sol
 */
export function createRuntimeFromEnv(env: RuntimeEnv = process.env, overrides: RuntimeFromEnvOptions = {}): Runtime {
  const { provider: forced, load = require, ...runtimeOptions } = overrides;
  const openaiKey = nonEmpty(env.OPENAI_API_KEY);
  const openaiBaseURL = nonEmpty(env.OPENAI_BASE_URL);
  const anthropicKey = nonEmpty(env.ANTHROPIC_API_KEY);
  const model = overrides.model ?? nonEmpty(env.AGENTIC_MODEL);
  const hasOpenAI = openaiKey !== undefined || openaiBaseURL !== undefined;
  const hasAnthropic = anthropicKey !== undefined;

  let provider = forced;
  if (!provider) {
    if (!hasOpenAI && !hasAnthropic) {
      throw new ConfigurationError(
        "No model provider is configured: set OPENAI_API_KEY (or OPENAI_BASE_URL for an OpenAI-compatible server such as " +
          "Ollama or vLLM) or ANTHROPIC_API_KEY, and optionally AGENTIC_MODEL to choose the model.",
      );
    }
    if (hasOpenAI && hasAnthropic) provider = model?.toLowerCase().startsWith("claude") ? "anthropic" : "openai";
    else provider = hasAnthropic ? "anthropic" : "openai";
  }

  if (provider === "openai") {
    if (!hasOpenAI) throw new ConfigurationError("The openai provider was chosen but neither OPENAI_API_KEY nor OPENAI_BASE_URL is set.");
    if (!model && openaiBaseURL !== undefined && !isOpenAIHost(openaiBaseURL)) {
      throw new ConfigurationError(
        `OPENAI_BASE_URL points at an OpenAI-compatible server (${openaiBaseURL}): set AGENTIC_MODEL to a model it serves.`,
      );
    }
    const Ctor = loadRuntime("openai", load);
    return new Ctor({ ...runtimeOptions, apiKey: openaiKey, baseURL: openaiBaseURL, model: model ?? DEFAULT_OPENAI_MODEL });
  }
  if (!hasAnthropic) throw new ConfigurationError("The anthropic provider was chosen but ANTHROPIC_API_KEY is not set.");
  const Ctor = loadRuntime("anthropic", load);
  return new Ctor({
    ...runtimeOptions,
    apiKey: anthropicKey,
    baseURL: nonEmpty(env.ANTHROPIC_BASE_URL),
    model: model ?? DEFAULT_ANTHROPIC_MODEL,
  });
}

/** Loads a provider package and returns its runtime class, or explains what to install. */
function loadRuntime(provider: keyof typeof PACKAGES, load: (name: string) => unknown): RuntimeClass {
  const name = PACKAGES[provider];
  let mod: unknown;
  try {
    mod = load(name);
  } catch (error) {
    if (!isMissingModule(error, name)) throw error;
    throw new ConfigurationError(`The ${provider} provider needs its package: install ${name} (npm install ${name}).`, { cause: error });
  }
  const Ctor = (mod as Record<string, unknown> | undefined)?.[EXPORTS[provider]];
  if (typeof Ctor !== "function") {
    throw new ConfigurationError(`${name} does not export ${EXPORTS[provider]}: install a version that matches @agentic-ts/core.`);
  }
  return Ctor as RuntimeClass;
}

/** Whether a base URL is OpenAI's own API (where the default model makes sense). */
function isOpenAIHost(baseURL: string): boolean {
  try {
    return new URL(baseURL).hostname === "api.openai.com";
  } catch {
    return false;
  }
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value.trim();
}
