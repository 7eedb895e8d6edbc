import { keySourceOf, providerSetup, setupAdvice } from "./provider-setup";

describe("keySourceOf", () => {
  const env = { OPENAI_API_KEY: "sk-env" };
  it("is the client when one was injected, whatever the key", () => {
    expect(keySourceOf({ client: {}, apiKey: "sk-env" }, "OPENAI_API_KEY", env)).toBe("client");
  });
  it("is the environment without a key option, or with the variable's own value (createRuntimeFromEnv)", () => {
    expect(keySourceOf({}, "OPENAI_API_KEY", env)).toBe("env");
    expect(keySourceOf({ apiKey: "sk-env" }, "OPENAI_API_KEY", env)).toBe("env");
  });
  it("is the option for any other key", () => {
    expect(keySourceOf({ apiKey: "sk-other" }, "OPENAI_API_KEY", env)).toBe("option");
    expect(keySourceOf({ apiKey: "sk-other" }, "OPENAI_API_KEY", {})).toBe("option");
  });
});

describe("setupAdvice", () => {
  const setup = { ...providerSetup("OpenAIRuntime", "OPENAI_API_KEY", {}), model: "gpt-x" };
  it("explains 401, 403 and 404 only", () => {
    expect(setupAdvice(401, setup)).toContain("rejected the API key: check OPENAI_API_KEY");
    expect(setupAdvice(403, setup)).toContain("refused the API key access");
    expect(setupAdvice(404, setup)).toContain('The model "gpt-x" was not found');
    for (const status of [400, 408, 422, 429, 500, 503]) expect(setupAdvice(status, setup)).toBeUndefined();
  });
  it("says 'the model' when the call's model is unknown", () => {
    expect(setupAdvice(404, { ...setup, model: undefined })).toMatch(/^The model was not found/);
  });
});
