/** Where a provider runtime's API key came from: the environment, the `apiKey` option, or an injected SDK client. */
export type KeySource = "env" | "option" | "client";

/**
 * How a provider runtime was set up, as far as a failed call can be blamed on it: what a 401 or a 404
 * tells the user to fix (the environment variable, the option, the model name).
 */
export interface ProviderSetup {
  /** The environment variable the provider's key is read from, e.g. `OPENAI_API_KEY`. */
  readonly keyVariable: string;
  /** Where the key that was sent came from. */
  readonly keySource: KeySource;
  /** The runtime class, for the option to name (`new OpenAIRuntime({ apiKey })`). */
  readonly runtimeName: string;
  /** The model the failed request named. */
  readonly model?: string;
}

/** What a provider runtime was constructed with, as far as its key is concerned. */
export interface KeyOptions {
  readonly apiKey?: string;
  readonly client?: unknown;
}

/** The setup of a provider runtime named `runtimeName` whose key lives in `keyVariable` (the model is added per call). */
export function providerSetup(runtimeName: string, keyVariable: string, options: KeyOptions): ProviderSetup {
  return { runtimeName, keyVariable, keySource: keySourceOf(options, keyVariable) };
}

/**
 * Where the key a runtime sends came from. A key passed as an option that equals the environment
 * variable counts as the environment's: that is what `createRuntimeFromEnv` does, and the variable is
 * what the user has to fix.
 */
export function keySourceOf(options: KeyOptions, keyVariable: string, env: Readonly<Record<string, string | undefined>> = process.env): KeySource {
  if (options.client !== undefined) return "client";
  if (options.apiKey === undefined || options.apiKey === "") return "env";
  return options.apiKey === env[keyVariable]?.trim() ? "env" : "option";
}

/**
 * The sentence to add to a provider's HTTP error that says what to fix, or `undefined` when the status
 * is not one the setup can explain: 401/403 name the key's source, 404 the model and how to choose
 * another. The key itself never appears.
 */
export function setupAdvice(status: number, setup: ProviderSetup): string | undefined {
  if (status === 401 || status === 403) return keyAdvice(status, setup);
  if (status === 404) return modelAdvice(setup);
  return undefined;
}

function keyAdvice(status: number, setup: ProviderSetup): string {
  const what = status === 401 ? "rejected the API key" : "refused the API key access to this model or endpoint";
  switch (setup.keySource) {
    case "env":
      return `The provider ${what}: check ${setup.keyVariable} (set it to a current key of this provider's account).`;
    case "option":
      return `The provider ${what}: check the apiKey given to the runtime (new ${setup.runtimeName}({ apiKey })); ${setup.keyVariable} was not used.`;
    case "client":
      return `The provider ${what}: check the credentials of the SDK client given to the runtime (new ${setup.runtimeName}({ client })); ${setup.keyVariable} was not used.`;
  }
}

function modelAdvice(setup: ProviderSetup): string {
  const model = setup.model === undefined ? "The model" : `The model ${JSON.stringify(setup.model)}`;
  return (
    `${model} was not found for this account: set AGENTIC_MODEL (read by createRuntimeFromEnv) or the model option ` +
    `(new ${setup.runtimeName}({ model }), or exec/decide's { model }) to a model the provider serves, ` +
    `or check the base URL when it points at another server.`
  );
}
