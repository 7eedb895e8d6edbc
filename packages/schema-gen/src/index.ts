/**
 * @agentic-ts/schema-gen: the build-time generator behind `agentic gen`. It reads a TypeScript project
 * with the compiler API and typescript-json-schema and produces the parameter specs (names, kinds,
 * JSON Schemas, JSDoc descriptions) and return schemas of every agentic method and function, as a module to import.
 * @packageDocumentation
 */

export { generateSpecs, generateSpecsFromProgram } from "./generate-specs";
export type { GenerateSpecsOptions, GenerateFromProgramOptions, GenerateSpecsResult } from "./generate-specs";
export { formatGenerationError } from "./generation-error";
export type { GenerationError } from "./generation-error";
export { renderGeneratedModule } from "./render-generated-module";
export type { RenderModuleOptions } from "./render-generated-module";
export { renderGeneratedTypes } from "./render-method-params";
export { loadProject } from "./load-project";
export type { LoadedProject } from "./load-project";
export { ts } from "./compiler-api";
