/**
 * Where `agentic gen` writes the types module of the generated module `out` (see schema-gen's
 * `renderGeneratedTypes`): beside it, `agentic.generated.ts` → `agentic.generated.types.ts`.
 */
export function generatedTypesPath(out: string): string {
  return out.replace(/\.([cm]?ts)$/, ".types.$1");
}
