import path from "node:path";
import { agenticFetch, type fromAiSdk } from "@agentic-ts/ai-sdk";
import { loadTranscript } from "@agentic-ts/example-kit";
import { LoopbackProviderServer, type LoopbackStep, type ScriptedReply } from "@agentic-ts/testing";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";

/** An AI SDK language model, as `fromAiSdk` takes it. */
export type AiSdkModel = Parameters<typeof fromAiSdk>[0];

/** Where the model comes from: `AI_SDK_MODEL` (and `AI_SDK_EXPORT`), as in `process.env`. */
export type ModelEnv = Readonly<Record<string, string | undefined>>;

/** The model the example runs on, a line that says which one it is, and how to let it go. */
export interface ChosenModel {
  readonly model: AiSdkModel;
  readonly description: string;
  /** Stops what was started for the model (the offline loopback server). */
  readonly close: () => Promise<void>;
  /** The loopback server answering offline (undefined with a real provider). */
  readonly server?: LoopbackProviderServer;
}

/** How `AI_SDK_MODEL` is written. */
export const MODEL_SPEC_HELP = 'AI_SDK_MODEL is "<provider package>:<model id>", e.g. "@ai-sdk/google:gemini-2.5-flash" or "@ai-sdk/mistral:mistral-large-latest"';

/**
 * Picks the model. With `AI_SDK_MODEL="<package>:<model id>"`, that AI SDK provider package (installed
 * by you, with its key in the environment as the provider documents) gives the model: its provider
 * instance is the export with a `languageModel` function (`google`, `mistral`, `bedrock`, …), or the one
 * `AI_SDK_EXPORT` names. Otherwise, offline: `@ai-sdk/openai-compatible` pointed at a loopback server on
 * 127.0.0.1 that replays the ticket's recorded transcript over OpenAI's wire format — the same adapter
 * and the same provider code path as a real OpenAI-compatible endpoint.
 */
export async function chooseModel(env: ModelEnv, transcriptFile: string): Promise<ChosenModel> {
  const spec = env.AI_SDK_MODEL?.trim();
  if (spec) return providerModel(spec, env.AI_SDK_EXPORT?.trim() || undefined);
  const server = await LoopbackProviderServer.start();
  server.script(...loadTranscript(transcriptFile).map(toStep));
  // The provider sends through agentic-ts's pooled transport (agenticFetch), as the README recommends.
  const fetch = agenticFetch();
  const model = createOpenAICompatible({ name: "loopback", baseURL: server.openaiBaseURL, fetch }).chatModel("loopback-model");
  const shown = path.join(path.basename(path.dirname(transcriptFile)), path.basename(transcriptFile));
  return {
    model,
    server,
    close: () => fetch.close().finally(() => server.close()),
    description: `offline: @ai-sdk/openai-compatible → loopback server on 127.0.0.1 replaying ${shown} (set AI_SDK_MODEL for a real provider)`,
  };
}

async function providerModel(spec: string, exportName: string | undefined): Promise<ChosenModel> {
  const at = spec.lastIndexOf(":");
  if (at <= 0 || at === spec.length - 1) throw new Error(`${MODEL_SPEC_HELP}; got "${spec}".`);
  const [pkg, modelId] = [spec.slice(0, at), spec.slice(at + 1)];
  let loaded: Record<string, unknown>;
  try {
    loaded = (await import(pkg)) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`AI_SDK_MODEL names ${pkg}, which did not load (${(error as Error).message}); install it: npm i ${pkg}`);
  }
  const providers = Object.entries(loaded).filter(([name, value]) => (exportName === undefined || name === exportName) && isProvider(value));
  if (providers.length !== 1) {
    const found = Object.entries(loaded).filter(([, value]) => isProvider(value)).map(([name]) => name);
    throw new Error(
      `${pkg} exports ${found.length === 0 ? "no AI SDK provider instance" : `the providers ${found.join(", ")}`}` +
        `${exportName === undefined ? "" : ` (AI_SDK_EXPORT="${exportName}")`}; set AI_SDK_EXPORT to the one to use.`,
    );
  }
  const [name, provider] = providers[0] as [string, { languageModel(id: string): AiSdkModel }];
  return { model: provider.languageModel(modelId), description: `${pkg} (${name}), model ${modelId}, through fromAiSdk`, close: async () => undefined };
}

function isProvider(value: unknown): value is { languageModel(id: string): unknown } {
  return (typeof value === "function" || (typeof value === "object" && value !== null)) && typeof (value as { languageModel?: unknown }).languageModel === "function";
}

// A transcript's reply (text, or text with tool calls) as the loopback server's step.
function toStep(reply: ScriptedReply): LoopbackStep {
  if (typeof reply === "string") return { reply: { text: reply } };
  const { text, toolCalls, usage } = reply;
  return { reply: { ...(text === undefined ? {} : { text }), ...(toolCalls ? { toolCalls } : {}), ...(usage ? { usage } : {}) } };
}
