import { MockLanguageModelV3 } from "ai/test";
import { fromAiSdk } from "../index";
import type { AiSdkSpecificationVersion } from "../ai-sdk-language-model";
import { scriptedSpec, specSuiteRequest, type AnyCallOptions } from "./scripted-spec-model";
import type { SuiteBackend, SuiteSession } from "./suite-script";

const RETRY = { baseDelayMs: 1, maxDelayMs: 20 };

/** The AI SDK's own `MockLanguageModelV3` (from `ai/test`) answering from the script, through fromAiSdk. */
export function mockV3Backend(): SuiteBackend {
  return {
    name: "fromAiSdk(MockLanguageModelV3)",
    session(script): SuiteSession {
      const scripted = scriptedSpec("v3", script);
      const mock = new MockLanguageModelV3({
        modelId: "mock-v3",
        doGenerate: (options) => scripted.doGenerate(options as AnyCallOptions) as never,
        doStream: (options) => scripted.doStream(options as AnyCallOptions) as never,
      });
      const runtime = fromAiSdk(mock, { retry: RETRY });
      return {
        runtime,
        // What the mock itself recorded.
        requests: () => [...mock.doGenerateCalls, ...mock.doStreamCalls].map((o) => specSuiteRequest(o as AnyCallOptions)),
        arrived: (count) => scripted.arrivals.arrived(count),
      };
    },
  };
}

/** A model object written by hand in the shapes of `version` (v2: AI SDK 5; v4: AI SDK 7), through fromAiSdk. */
export function handWrittenBackend(version: Extract<AiSdkSpecificationVersion, "v2" | "v4">): SuiteBackend {
  return {
    name: `fromAiSdk(a hand-written ${version} model)`,
    session(script): SuiteSession {
      const scripted = scriptedSpec(version, script);
      const model = {
        specificationVersion: version,
        provider: `hand.${version}`,
        modelId: `hand-${version}`,
        supportedUrls: {},
        doGenerate: (options: AnyCallOptions) => scripted.doGenerate(options),
        doStream: (options: AnyCallOptions) => scripted.doStream(options),
      };
      const runtime = fromAiSdk(model, { retry: RETRY });
      return { runtime, requests: () => scripted.calls.map(specSuiteRequest), arrived: (count) => scripted.arrivals.arrived(count) };
    },
  };
}
