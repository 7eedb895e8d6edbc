import type { GeneratedSpecs } from "@agentic-ts/core";

const CALL = "registerGeneratedSpecs(";
const VALIDATORS = ',\n  "validators": {';

/**
 * Reads back the specs a module `agentic gen` wrote (the JSON object it passes to
 * `registerGeneratedSpecs`, without the precompiled validators); `undefined` for anything else, such as a
 * module edited by hand or written by a version with another layout.
 */
export function readGeneratedSpecs(text: string): GeneratedSpecs | undefined {
  const start = text.indexOf(CALL);
  if (start < 0) return undefined;
  const body = text.slice(start + CALL.length);
  const cut = body.indexOf(VALIDATORS);
  const json = cut >= 0 ? `${body.slice(0, cut)}\n}` : body.slice(0, body.lastIndexOf(");"));
  try {
    const parsed = JSON.parse(json) as GeneratedSpecs;
    return parsed && typeof parsed.methods === "object" && typeof parsed.functions === "object" ? parsed : undefined;
  } catch {
    return undefined;
  }
}
