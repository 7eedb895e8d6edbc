import { ConfigurationError } from "../errors/configuration-error";
import type { ModelSettings, ProviderOptions } from "../contracts/model-settings";

const KEYS = new Set(["temperature", "maxTokens", "topP", "stopSequences", "seed", "providerOptions"]);

/**
 * Checks model settings where they are given (a runtime's constructor, a decorator, a call) and returns
 * them frozen, so a bad value fails there with a message naming it instead of as a provider's 400 later.
 * `where` names the place in the message (`"decision.make settings"`).
 */
export function checkModelSettings(settings: unknown, where: string): ModelSettings | undefined {
  if (settings === undefined) return undefined;
  if (!isPlainObject(settings)) throw bad(where, "must be an object like { temperature: 0.2, maxTokens: 500 }", settings);
  for (const key of Object.keys(settings)) {
    if (!KEYS.has(key)) throw new ConfigurationError(`${where}: unknown setting "${key}"; the settings are ${[...KEYS].join(", ")}.`);
  }
  const s = settings as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  if (s.temperature !== undefined) out.temperature = inRange(s.temperature, 0, 2, `${where}.temperature`);
  if (s.topP !== undefined) out.topP = inRange(s.topP, 0, 1, `${where}.topP`);
  if (s.maxTokens !== undefined) {
    if (!Number.isSafeInteger(s.maxTokens) || (s.maxTokens as number) < 1) throw bad(`${where}.maxTokens`, "must be a positive integer", s.maxTokens);
    out.maxTokens = s.maxTokens;
  }
  if (s.seed !== undefined) {
    if (!Number.isSafeInteger(s.seed)) throw bad(`${where}.seed`, "must be an integer", s.seed);
    out.seed = s.seed;
  }
  if (s.stopSequences !== undefined) out.stopSequences = stopSequences(s.stopSequences, `${where}.stopSequences`);
  if (s.providerOptions !== undefined) out.providerOptions = providerOptions(s.providerOptions, `${where}.providerOptions`);
  return Object.freeze(out) as ModelSettings;
}

function inRange(value: unknown, min: number, max: number, where: string): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < min || value > max) {
    throw bad(where, `must be a number from ${min} to ${max}`, value);
  }
  return value;
}

function stopSequences(value: unknown, where: string): readonly string[] {
  if (!Array.isArray(value)) throw bad(where, "must be an array of strings", value);
  for (const item of value) {
    if (typeof item !== "string" || item === "") throw bad(where, "must hold non-empty strings only", item);
  }
  return Object.freeze([...(value as string[])]);
}

function providerOptions(value: unknown, where: string): ProviderOptions {
  if (!isPlainObject(value)) throw bad(where, "must be an object keyed by provider, like { openai: { … } }", value);
  const out: Record<string, Readonly<Record<string, unknown>>> = {};
  for (const [provider, options] of Object.entries(value)) {
    if (options === undefined) continue;
    if (!isPlainObject(options)) throw bad(`${where}.${provider}`, "must be an object of request body fields", options);
    // A body field named __proto__ would set a prototype instead of a field when merged.
    if (Object.prototype.hasOwnProperty.call(options, "__proto__")) throw new ConfigurationError(`${where}.${provider} may not have a "__proto__" field.`);
    out[provider] = Object.freeze({ ...options });
  }
  return Object.freeze(out);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function bad(where: string, rule: string, value: unknown): ConfigurationError {
  return new ConfigurationError(`${where} ${rule}, got ${describe(value)}.`);
}

function describe(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === "number" || typeof value === "boolean" || value === null || value === undefined) return String(value);
  return Array.isArray(value) ? "an array" : `a ${typeof value}`;
}
