import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { renderGeneratedModule, renderGeneratedTypes, type GenerateSpecsResult, type GenerationError } from "@agentic-ts/schema-gen";
import type { CliIo } from "../cli-io";
import { generatedTypesPath } from "./generated-types-path";
import type { GenTarget } from "../gen-config";
import { readGeneratedSpecs } from "./read-generated-specs";
import { shownModule } from "./shown-module";
import { specChanges } from "./spec-changes";

/** How {@link genTarget} treats the module: compare only (`check`), and whether to print unchanged targets. */
export interface GenTargetMode {
  readonly check: boolean;
  readonly quiet: boolean;
}

/**
 * Prints what one target's generation found and writes (or, with `check`, compares) its module;
 * returns whether the target is fine. Type errors outside agentic signatures are printed and do not
 * fail it; a signature that could not be generated is left out of the module and fails it.
 */
export function genTarget(target: GenTarget, result: GenerateSpecsResult, mode: GenTargetMode, io: CliIo): boolean {
  const shown = shownModule(target, io);
  const { specs, errors, typeErrors } = result;
  // Locations are already relative to the folder gen runs in (io.cwd).
  const where = (e: GenerationError): string => `${e.file}:${e.line}:${e.column}`;
  for (const e of typeErrors) io.err(`${where(e)} - ${e.message}`);
  if (typeErrors.length > 0) {
    io.err(`agentic gen: ${typeErrors.length} type error(s) outside agentic signatures (printed above); they do not stop ${shown}.`);
  }
  for (const e of errors) io.err(`${where(e)} - ${e.message}`);
  const count = Object.keys(specs.methods).length + Object.keys(specs.functions).length;
  // A module with refused methods only is still written: it tells the runtime why they have no spec.
  if (errors.length > 0 && count === 0 && Object.keys(specs.refused ?? {}).length === 0) {
    io.err(`agentic gen: ${errors.length} error(s); ${shown} was not written.`);
    return false;
  }
  if (errors.length > 0) io.err(`agentic gen: ${errors.length} error(s); ${shown} leaves out what they name.`);
  const text = renderGeneratedModule(specs, { importFrom: target.importFrom });
  const current = existsSync(target.out) ? readFileSync(target.out, "utf8") : undefined;
  // The parameter names for the type checker, in a module beside it that nothing imports (see generatedTypesPath).
  const typesFile = generatedTypesPath(target.out);
  const types = renderGeneratedTypes(specs, target.importFrom);
  const currentTypes = existsSync(typesFile) ? readFileSync(typesFile, "utf8") : "";
  if (mode.check) {
    if (current !== text) {
      // Say which specs differ, so a narrowed type or renamed parameter is named, not just "stale".
      const before = current === undefined ? undefined : readGeneratedSpecs(current);
      if (before) for (const line of specChanges(before, specs)) io.err(`${shown}: ${line}`);
      io.err(`${shown}: ${current === undefined ? "missing" : "stale (the signatures changed)"}. Run \`agentic gen\` and commit the result.`);
      return false;
    }
    if (currentTypes !== types) {
      io.err(`${path.relative(io.cwd, typesFile)}: ${currentTypes === "" ? "missing" : "stale"} (the parameter names approval policies are typed from). Run \`agentic gen\` and commit the result.`);
      return false;
    }
    if (!mode.quiet) io.out(`${shown}: up to date (${count} specs).`);
  } else if (current === text && currentTypes === types) {
    if (!mode.quiet) io.out(`${shown}: unchanged (${count} specs).`);
  } else {
    mkdirSync(path.dirname(target.out), { recursive: true });
    if (current !== text) writeFileSync(target.out, text);
    if (types === "") rmSync(typesFile, { force: true });
    else if (currentTypes !== types) writeFileSync(typesFile, types);
    io.out(`${shown}: written (${count} specs).`);
  }
  return errors.length === 0;
}
