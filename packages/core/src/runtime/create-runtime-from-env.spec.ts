import { ConfigurationError } from "../errors/configuration-error";
import { createRuntimeFromEnv, DEFAULT_ANTHROPIC_MODEL, DEFAULT_OPENAI_MODEL, type RuntimeEnv } from "./create-runtime-from-env";

/** A stand-in runtime class that records the options it was built with. */
class FakeRuntime {
  constructor(readonly options: Record<string, unknown>) {}
}
class FakeOpenAI extends FakeRuntime {}
class FakeAnthropic extends FakeRuntime {}

const loaded: string[] = [];
const load = (name: string): unknown => {
  loaded.push(name);
  if (name === "@agentic-ts/openai") return { OpenAIRuntime: FakeOpenAI };
  if (name === "@agentic-ts/anthropic") return { AnthropicRuntime: FakeAnthropic };
  throw new Error(`unexpected ${name}`);
};

function create(env: RuntimeEnv, overrides: Record<string, unknown> = {}): FakeRuntime {
  return createRuntimeFromEnv(env, { load, ...overrides }) as unknown as FakeRuntime;
}

beforeEach(() => (loaded.length = 0));

describe("createRuntimeFromEnv — choosing the provider", () => {
  it("uses OpenAI with the default model for api.openai.com", () => {
    const runtime = create({ OPENAI_API_KEY: "sk-1" });
    expect(runtime).toBeInstanceOf(FakeOpenAI);
    expect(runtime.options).toMatchObject({ apiKey: "sk-1", baseURL: undefined, model: DEFAULT_OPENAI_MODEL });
    expect(loaded).toEqual(["@agentic-ts/openai"]);
  });

  it("uses Anthropic with its default model when only ANTHROPIC_API_KEY is set", () => {
    const runtime = create({ ANTHROPIC_API_KEY: "ak-1" });
    expect(runtime).toBeInstanceOf(FakeAnthropic);
    expect(runtime.options).toMatchObject({ apiKey: "ak-1", model: DEFAULT_ANTHROPIC_MODEL });
    expect(loaded).toEqual(["@agentic-ts/anthropic"]);
  });

  it("prefers OpenAI when both are configured and the model gives no hint", () => {
    expect(create({ OPENAI_API_KEY: "sk", ANTHROPIC_API_KEY: "ak" })).toBeInstanceOf(FakeOpenAI);
    expect(create({ OPENAI_API_KEY: "sk", ANTHROPIC_API_KEY: "ak", AGENTIC_MODEL: "gpt-4o" })).toBeInstanceOf(FakeOpenAI);
  });

  it("prefers Anthropic for a claude model when both are configured", () => {
    const runtime = create({ OPENAI_API_KEY: "sk", ANTHROPIC_API_KEY: "ak", AGENTIC_MODEL: "claude-opus-4-1" });
    expect(runtime).toBeInstanceOf(FakeAnthropic);
    expect(runtime.options.model).toBe("claude-opus-4-1");
  });

  it("uses the only configured provider even when the model names the other family", () => {
    const runtime = create({ OPENAI_BASE_URL: "http://127.0.0.1:4000/v1", AGENTIC_MODEL: "claude-proxy" });
    expect(runtime).toBeInstanceOf(FakeOpenAI);
  });

  it("lets overrides force the provider and win over the environment", () => {
    const runtime = create({ OPENAI_API_KEY: "sk", ANTHROPIC_API_KEY: "ak" }, { provider: "anthropic", model: "claude-x", maxIterations: 3 });
    expect(runtime).toBeInstanceOf(FakeAnthropic);
    expect(runtime.options).toMatchObject({ model: "claude-x", maxIterations: 3 });
    expect(runtime.options).not.toHaveProperty("load");
    expect(runtime.options).not.toHaveProperty("provider");
  });

  it("treats empty variables as unset", () => {
    expect(() => create({ OPENAI_API_KEY: "", ANTHROPIC_API_KEY: "  " })).toThrow(ConfigurationError);
  });
});

describe("createRuntimeFromEnv — OpenAI-compatible servers", () => {
  it("accepts a base URL without a key, with AGENTIC_MODEL", () => {
    const runtime = create({ OPENAI_BASE_URL: "http://127.0.0.1:11434/v1", AGENTIC_MODEL: "llama3.2" });
    expect(runtime.options).toMatchObject({ apiKey: undefined, baseURL: "http://127.0.0.1:11434/v1", model: "llama3.2" });
  });

  it("requires AGENTIC_MODEL for a base URL other than api.openai.com", () => {
    const error = (() => {
      try {
        create({ OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as Error).message).toContain("AGENTIC_MODEL");
    expect(loaded).toEqual([]);
  });

  it("keeps the default model for an explicit api.openai.com base URL", () => {
    const runtime = create({ OPENAI_API_KEY: "sk", OPENAI_BASE_URL: "https://api.openai.com/v1" });
    expect(runtime.options.model).toBe(DEFAULT_OPENAI_MODEL);
  });
});

describe("createRuntimeFromEnv — configuration errors", () => {
  it("names the variables to set when nothing is configured", () => {
    expect(() => create({})).toThrow(ConfigurationError);
    expect(() => create({})).toThrow(/OPENAI_API_KEY.*OPENAI_BASE_URL.*ANTHROPIC_API_KEY.*AGENTIC_MODEL/s);
  });

  it("says which package to install when the provider package is missing", () => {
    const missing = (name: string): unknown => {
      throw Object.assign(new Error(`Cannot find module '${name}'`), { code: "MODULE_NOT_FOUND" });
    };
    expect(() => createRuntimeFromEnv({ OPENAI_API_KEY: "sk" }, { load: missing })).toThrow(/install @agentic-ts\/openai/);
    expect(() => createRuntimeFromEnv({ ANTHROPIC_API_KEY: "ak" }, { load: missing })).toThrow(/install @agentic-ts\/anthropic/);
  });

  it("lets other load failures through unchanged", () => {
    const broken = (): unknown => {
      throw Object.assign(new Error("Cannot find module 'left-pad'"), { code: "MODULE_NOT_FOUND" });
    };
    expect(() => createRuntimeFromEnv({ OPENAI_API_KEY: "sk" }, { load: broken })).toThrow("Cannot find module 'left-pad'");
  });

  it("rejects a package that does not export the runtime class", () => {
    expect(() => createRuntimeFromEnv({ OPENAI_API_KEY: "sk" }, { load: () => ({}) })).toThrow(/does not export OpenAIRuntime/);
  });

  it("rejects a forced provider whose variables are not set", () => {
    expect(() => create({ OPENAI_API_KEY: "sk" }, { provider: "anthropic" })).toThrow(/ANTHROPIC_API_KEY/);
  });
});

describe("createRuntimeFromEnv — the real openai package", () => {
  it("loads @agentic-ts/openai at call time and builds an OpenAIRuntime (no network)", () => {
    const runtime = createRuntimeFromEnv({ OPENAI_BASE_URL: "http://127.0.0.1:9/v1", AGENTIC_MODEL: "local-model" });
    expect(runtime.constructor.name).toBe("OpenAIRuntime");
    expect(runtime.model).toBe("local-model");
  });
});
