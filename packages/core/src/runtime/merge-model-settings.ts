import type { ModelSettings, ProviderOptions } from "../contracts/model-settings";

/**
 * Merges layers of checked settings, the first given winning field by field (call, then function, then
 * runtime); `providerOptions` merge per provider, key by key. Undefined when no layer sets anything.
 */
export function mergeModelSettings(...layers: ReadonlyArray<ModelSettings | undefined>): ModelSettings | undefined {
  const given = layers.filter((l): l is ModelSettings => l !== undefined);
  // The common cases (nothing set, or one layer) allocate nothing.
  if (given.length <= 1) return given[0];
  const out: Record<string, unknown> = {};
  let providers: Record<string, Record<string, unknown>> | undefined;
  for (let i = given.length - 1; i >= 0; i--) {
    for (const [key, value] of Object.entries(given[i])) {
      if (key !== "providerOptions") out[key] = value;
    }
    for (const [provider, options] of Object.entries(given[i].providerOptions ?? {})) {
      providers ??= {};
      providers[provider] = { ...providers[provider], ...options };
    }
  }
  if (providers) out.providerOptions = providers as ProviderOptions;
  return out as ModelSettings;
}
