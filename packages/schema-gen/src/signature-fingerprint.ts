import { createHash } from "node:crypto";
import type { ts } from "./compiler-api";
import { canonicalTypeText } from "./canonical-type-text";

/**
 * A short fingerprint (16 hex digits of SHA-256) of a signature's parameters as TypeScript sees them:
 * each one's name, whether it is optional, its annotation as written (`OrderId`) and its type as the
 * checker prints it (`"A-1" | "A-2"`), union members sorted ({@link canonicalTypeText}) so that the same
 * signature has the same fingerprint whatever else the program holds. The generated module carries it so
 * that `agentic gen --check` and `--watch` notice a type change even where the JSON Schema stays the same
 * (an alias or a branded type); types are erased at run time, so the definition-time check cannot
 * compare it.
 */
export function signatureFingerprint(params: readonly ts.ParameterDeclaration[], checker: ts.TypeChecker): string {
  const parts = params.map((param) => [
    param.name.getText(),
    param.questionToken !== undefined || param.initializer !== undefined,
    // The annotation as written too: the checker prints an alias of a primitive (`OrderId`) as `string`.
    param.type?.getText() ?? null,
    canonicalTypeText(checker.getTypeAtLocation(param), param, checker),
  ]);
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 16);
}
