/** The injection token of the options given to `AgenticModule.forRoot` / `forRootAsync` (internal). */
export const AGENTIC_MODULE_OPTIONS: unique symbol = Symbol.for("agentic-ts.nestjs.module-options");
