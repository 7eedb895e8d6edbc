import type { AjvRuntimeResolver } from "./ajv-runtime";

/**
 * A precompiled arguments validator as a generated module embeds it: a self-contained function that, given
 * core's `ajvRuntime` (which loads the Ajv runtime helpers the code needs), returns Ajv's standalone
 * validation function for one arguments schema. It is called the first time that schema is validated.
 */
export type GeneratedValidatorFactory = (ajvRuntime: AjvRuntimeResolver) => (data: unknown) => boolean;
