import { ConfigurationError } from "@agentic-ts/core";
import { SPECIFICATION_VERSIONS, type AiSdkLanguageModel } from "./ai-sdk-language-model";

/**
 * Checks that `model` is an AI SDK language model this package speaks, duck-typed: `specificationVersion`
 * `"v2"`, `"v3"` or `"v4"` and `doGenerate` / `doStream` functions (a `wrapLanguageModel` result has them).
 * Anything else is a {@link ConfigurationError} naming what was given and what is accepted: a model id
 * string (the AI SDK's gateway shorthand), a v1 model (AI SDK 4), any other value.
 */
export function checkLanguageModel(model: unknown): AiSdkLanguageModel {
  const accepted = `fromAiSdk takes an AI SDK language model object of specification ${SPECIFICATION_VERSIONS.join(", ")} (with doGenerate and doStream)`;
  if (typeof model === "string") {
    throw new ConfigurationError(
      `fromAiSdk was given the model id ${JSON.stringify(model)}: ${accepted}. Pass a provider's model object, e.g. openai("${model}") from @ai-sdk/openai or createAnthropic()("…") from @ai-sdk/anthropic; the AI SDK's gateway strings are not resolved here.`,
    );
  }
  if (typeof model !== "object" || model === null) {
    throw new ConfigurationError(`fromAiSdk was given ${model === null ? "null" : typeof model}: ${accepted}.`);
  }
  const candidate = model as { specificationVersion?: unknown; doGenerate?: unknown; doStream?: unknown; modelId?: unknown };
  const version = candidate.specificationVersion;
  if (version === "v1") {
    throw new ConfigurationError(
      `fromAiSdk was given a specification v1 model${describeId(candidate.modelId)} (AI SDK 4): ${accepted}. Upgrade its provider package to a version for AI SDK 5 or later.`,
    );
  }
  if (!SPECIFICATION_VERSIONS.includes(version as never)) {
    const given = version === undefined ? "an object without specificationVersion" : `an object of specificationVersion ${JSON.stringify(version)}`;
    throw new ConfigurationError(`fromAiSdk was given ${given}${describeId(candidate.modelId)}: ${accepted}.`);
  }
  const missing = (["doGenerate", "doStream"] as const).filter((name) => typeof candidate[name] !== "function");
  if (missing.length > 0) {
    throw new ConfigurationError(`fromAiSdk was given a ${String(version)} model${describeId(candidate.modelId)} without ${missing.join(" or ")}: ${accepted}.`);
  }
  return model as AiSdkLanguageModel;
}

function describeId(id: unknown): string {
  return typeof id === "string" ? ` (${JSON.stringify(id)})` : "";
}
