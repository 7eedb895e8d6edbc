import { ConfigurationError } from "@agentic-ts/core";
import OpenAI from "openai";
import type { ConnectionPool } from "@agentic-ts/transport";
import type { OpenAIRuntimeOptions } from "./openai-runtime-options";

/** The SDK timeout used when none is given: long, because the call's own deadline is what governs. */
export const DEFAULT_SDK_TIMEOUT_MS = 600_000;

// Local OpenAI-compatible servers ignore the Authorization header, but the SDK insists on a key.
const PLACEHOLDER_KEY = "not-needed";

/**
 * Builds the SDK client for an {@link OpenAIRuntime}: SDK retries off (the core runtime retries), the
 * key from the options or `OPENAI_API_KEY`, a placeholder key for a custom `baseURL` that needs none, and
 * requests sent through `pool` when there is one (else through `options.fetch` or the SDK's default).
 */
export function createOpenAIClient(options: OpenAIRuntimeOptions, pool?: ConnectionPool): OpenAI {
  const baseURL = options.baseURL ?? nonEmpty(process.env.OPENAI_BASE_URL);
  let apiKey = options.apiKey ?? nonEmpty(process.env.OPENAI_API_KEY);
  if (!apiKey) {
    if (!baseURL) {
      throw new ConfigurationError(
        "OpenAIRuntime needs an API key: pass { apiKey } or set OPENAI_API_KEY (for a local OpenAI-compatible server that needs no key, pass { baseURL }).",
      );
    }
    apiKey = PLACEHOLDER_KEY;
  }
  try {
    return new OpenAI({
      apiKey,
      baseURL,
      organization: options.organization,
      defaultHeaders: options.defaultHeaders,
      maxRetries: 0,
      timeout: options.timeoutMs ?? DEFAULT_SDK_TIMEOUT_MS,
      fetch: pool?.fetch ?? options.fetch,
    });
  } catch (error) {
    throw new ConfigurationError(`could not create the openai client: ${(error as Error).message}`, { cause: error });
  }
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === "" ? undefined : value;
}
