import { AuthenticationError, createRuntimeFromEnv, ModelNotFoundError } from "@agentic-ts/core";
import OpenAI from "openai";
import { execFailure, useEnvVar } from "../../transport/src/__fixtures__/provider-error-helpers";
import { useLoopback } from "./__fixtures__/loopback-setup";
import * as openaiPackage from "./index";

const loop = useLoopback();
const ENV_KEY = "sk-env-7Qx9-secret";
const OPTION_KEY = "sk-option-3Fv1-secret";

// Every test runs with a key in the environment, so those with an explicit key or client show it is ignored.
useEnvVar("OPENAI_API_KEY", ENV_KEY);

describe("OpenAI 401 and 404 say what to fix (loopback server, OpenAI's error bodies)", () => {
  it("401 with the key from the environment (createRuntimeFromEnv) names OPENAI_API_KEY and never the key", async () => {
    loop.server.script({ fault: "status", status: 401, message: "Incorrect API key provided: sk-env-7***" });
    const runtime = createRuntimeFromEnv(
      { ...process.env, OPENAI_BASE_URL: loop.server.openaiBaseURL, AGENTIC_MODEL: "gpt-loopback" },
      { load: () => openaiPackage, retry: { maxRetries: 0 } },
    );
    try {
      const error = await execFailure(runtime);
      expect(error).toBeInstanceOf(AuthenticationError);
      expect(error.message).toMatch(/^openai returned HTTP 401: Incorrect API key provided: sk-env-7\*\*\* .*check OPENAI_API_KEY/);
      expect(error.message).not.toContain(ENV_KEY);
      expect(loop.server.requests[0].headers.authorization).toBe(`Bearer ${ENV_KEY}`);
    } finally {
      await runtime.close();
    }
  });

  it("401 with the key the SDK read from OPENAI_API_KEY itself names the variable too", async () => {
    loop.server.script({ fault: "status", status: 401, message: "Incorrect API key provided" });
    const error = await execFailure(loop.runtime({ apiKey: undefined }));
    expect(error.message).toContain("check OPENAI_API_KEY");
  });

  it("401 with an explicit apiKey points at that option, not at the environment", async () => {
    loop.server.script({ fault: "status", status: 401, message: "Incorrect API key provided" });
    const error = await execFailure(loop.runtime({ apiKey: OPTION_KEY }));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error.message).toContain("check the apiKey given to the runtime (new OpenAIRuntime({ apiKey }))");
    expect(error.message).not.toContain("check OPENAI_API_KEY");
    expect(error.message).not.toContain(OPTION_KEY);
  });

  it("401 through an injected client points at that client's credentials", async () => {
    loop.server.script({ fault: "status", status: 401, message: "Incorrect API key provided" });
    const client = new OpenAI({ apiKey: OPTION_KEY, baseURL: loop.server.openaiBaseURL, maxRetries: 0 });
    const error = await execFailure(loop.runtime({ client }));
    expect(error.message).toContain("check the credentials of the SDK client given to the runtime");
  });

  it("403 names the key as well (a key without access to the model)", async () => {
    loop.server.script({ fault: "status", status: 403, message: "You are not allowed to sample from this model" });
    const error = await execFailure(loop.runtime({ apiKey: undefined }));
    expect(error.message).toContain("refused the API key access to this model or endpoint: check OPENAI_API_KEY");
  });

  it("404 names the model the call asked for and how to choose another", async () => {
    loop.server.script({ fault: "status", status: 404, message: "The model `gpt-nope` does not exist or you do not have access to it." });
    const error = await execFailure(loop.runtime(), { model: "gpt-nope" });
    expect(error).toBeInstanceOf(ModelNotFoundError);
    expect(loop.server.requests[0].body?.model).toBe("gpt-nope");
    expect(error.message).toContain('The model "gpt-nope" was not found for this account: set AGENTIC_MODEL');
    expect(error.message).toContain("new OpenAIRuntime({ model })");
  });

  it("leaves other statuses as the provider said them", async () => {
    loop.server.script({ fault: "status", status: 400, message: "Invalid 'messages'" });
    const error = await execFailure(loop.runtime());
    expect(error.message).toBe("openai returned HTTP 400: Invalid 'messages'");
  });
});
