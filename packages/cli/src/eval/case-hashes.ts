import { requestHash, type JsonSchema } from "@agentic-ts/core";
import type { EvalCaseMessage, EvalCaseOption } from "./eval-case";

/** The hash of an option's argument schema (its canonical JSON: key order does not count). */
export function schemaHash(schema: JsonSchema): string {
  return requestHash(schema);
}

/** The hash of a menu: each option's kind, name, description and schema hash, in menu order. */
export function menuHash(menu: readonly Pick<EvalCaseOption, "kind" | "name" | "description" | "schemaHash">[]): string {
  return requestHash(menu.map((o) => [o.kind, o.name, o.description ?? null, o.schemaHash]));
}

/** The hash of what a decision was asked besides its menu: the system text and the prompt or conversation. */
export function promptHash(system: string | undefined, prompt: string | undefined, messages: readonly EvalCaseMessage[] | undefined): string {
  return requestHash({ system: system ?? null, prompt: prompt ?? null, messages: messages ?? null });
}
