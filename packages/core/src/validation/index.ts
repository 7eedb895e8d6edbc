// validation/ (layer 3): the Ajv engine: compiled and precompiled validators, limits, unknown fields dropped, problems.
// May import: layers 0-2. The layer table and the rule: ../README.md.
export { validateArgs } from "./validate-args";
export { validateReturnValue } from "./validate-return-value";
export { compileValidator, VALIDATOR_CACHE_LIMIT } from "./validator-cache";
export { AJV_OPTIONS } from "./ajv-options";
export { ajvRuntime } from "./ajv-runtime";
export type { AjvRuntimeResolver } from "./ajv-runtime";
export { precompiledValidatorKey } from "./precompiled-validator-key";
export { standaloneValidatorCode } from "./standalone-validator-code";
export { DEFAULT_VALIDATION_LIMITS, setValidationLimits, validationLimits } from "./validation-limits";
export type { ValidationLimits } from "./validation-limits";
