import type { ContextToken } from "@agentic-ts/core";

/** Describes an injection token for messages: a class by its name, a symbol as `Symbol(desc)`, a string quoted. */
export function tokenName(token: ContextToken): string {
  if (typeof token === "string") return JSON.stringify(token);
  if (typeof token === "symbol") return token.toString();
  return token.name || "an anonymous class";
}
