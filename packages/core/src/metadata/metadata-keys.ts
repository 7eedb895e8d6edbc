/** Metadata key under which parameter records of an agentic method are stored. */
export const PARAMS_METADATA = "agentic-ts:params";

/** Metadata key under which the `@AgenticFunction` record of a method is stored. */
export const FUNCTION_METADATA = "agentic-ts:function";

/** Metadata key TypeScript writes the parameter types of a decorated method under (`emitDecoratorMetadata`). */
export const DESIGN_PARAM_TYPES = "design:paramtypes";
