import type { ContextToken } from "../contracts/agent-scope";

/** Describes a context token for error messages: a class by its name, a symbol as `Symbol(desc)`, a key quoted. */
export function tokenLabel(token: ContextToken): string {
  if (typeof token === "string") return JSON.stringify(token);
  if (typeof token === "symbol") return token.toString();
  return token.name || "an anonymous class";
}

/** The TypeScript a user writes to register `token` in a tsyringe container, for error messages. */
export function registrationHint(token: ContextToken, container = "container"): string {
  if (typeof token === "function") {
    const name = token.name || "Token";
    return `${container}.registerSingleton(${name}) for a concrete class, or ${container}.register(${name}, { useValue: … })`;
  }
  const key = typeof token === "string" ? JSON.stringify(token) : token.description ? token.description : "TOKEN";
  return `${container}.register(${key}, { useValue: … })`;
}
