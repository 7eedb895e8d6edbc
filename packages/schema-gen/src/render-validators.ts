import type { PrecompiledValidator } from "./precompile-validators";

// Spec names in the comment above each validator; anything else is replaced so a comment stays one line.
const UNSAFE_IN_COMMENT = /[^A-Za-z0-9_$.]/g;

/**
 * Renders the `"validators"` property of the generated specs object, at the indentation of a top-level
 * property (2 spaces): each validator under its quoted key, preceded by a comment naming the specs that use
 * it, its function expression indented to match. Entries keep the order they are given in.
 */
export function renderValidators(validators: readonly PrecompiledValidator[]): string {
  const entries = validators.map((validator) => {
    const names = validator.usedBy.map((name) => name.replace(UNSAFE_IN_COMMENT, "?")).join(", ");
    const code = validator.code.split("\n").join("\n    ");
    return `    // ${names}\n    ${JSON.stringify(validator.key)}: ${code}`;
  });
  return `  "validators": {\n${entries.join(",\n")}\n  }`;
}
