import Anthropic from "@anthropic-ai/sdk";
import { AuthenticationError, createRuntimeFromEnv, ModelNotFoundError } from "@agentic-ts/core";
import { execFailure, useEnvVar } from "../../transport/src/__fixtures__/provider-error-helpers";
import { useLoopback } from "./__fixtures__/loopback-setup";
import * as anthropicPackage from "./index";

const loop = useLoopback();
const ENV_KEY = "sk-ant-env-5Rt2-secret";
const OPTION_KEY = "sk-ant-option-8Kp4-secret";

// Every test runs with a key in the environment, so those with an explicit key or client show it is ignored.
useEnvVar("ANTHROPIC_API_KEY", ENV_KEY);

describe("Anthropic 401 and 404 say what to fix (loopback server, Anthropic's error bodies)", () => {
  it("401 with the key from the environment (createRuntimeFromEnv) names ANTHROPIC_API_KEY and never the key", async () => {
    loop.server.script({ fault: "status", status: 401, message: "invalid x-api-key" });
    const runtime = createRuntimeFromEnv(
      { ANTHROPIC_API_KEY: process.env.ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL: loop.server.anthropicBaseURL, AGENTIC_MODEL: "claude-test" },
      { load: () => anthropicPackage, retry: { maxRetries: 0 } },
    );
    try {
      const error = await execFailure(runtime);
      expect(error).toBeInstanceOf(AuthenticationError);
      expect(error).toMatchObject({ code: "authentication_error", status: 401 });
      expect(error.message).toMatch(/^anthropic returned HTTP 401: invalid x-api-key .*check ANTHROPIC_API_KEY/);
      expect(error.message).not.toContain(ENV_KEY);
    } finally {
      await runtime.close();
    }
  });

  it("401 with an explicit apiKey points at that option, not at the environment", async () => {
    loop.server.script({ fault: "status", status: 401, message: "invalid x-api-key" });
    const error = await execFailure(loop.runtime({ apiKey: OPTION_KEY }));
    expect(error.message).toContain("check the apiKey given to the runtime (new AnthropicRuntime({ apiKey }))");
    expect(error.message).not.toContain("check ANTHROPIC_API_KEY");
    expect(error.message).not.toContain(OPTION_KEY);
  });

  it("401 through an injected client points at that client's credentials", async () => {
    loop.server.script({ fault: "status", status: 401, message: "invalid x-api-key" });
    const client = new Anthropic({ apiKey: OPTION_KEY, baseURL: loop.server.anthropicBaseURL, maxRetries: 0, logLevel: "off" });
    const error = await execFailure(loop.runtime({ client }));
    expect(error.message).toContain("check the credentials of the SDK client given to the runtime (new AnthropicRuntime({ client }))");
  });

  it("404 names the model the call asked for and how to choose another", async () => {
    loop.server.script({ fault: "status", status: 404, message: "model: claude-nope-9" });
    const error = await execFailure(loop.runtime({ model: "claude-nope-9" }));
    expect(error).toBeInstanceOf(ModelNotFoundError);
    expect(error).toMatchObject({ code: "not_found_error" });
    expect(loop.server.requests[0].body?.model).toBe("claude-nope-9");
    expect(error.message).toContain('The model "claude-nope-9" was not found for this account: set AGENTIC_MODEL');
    expect(error.message).toContain("new AnthropicRuntime({ model })");
  });
});
