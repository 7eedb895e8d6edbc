/**
 * @packageDocumentation OpenTelemetry spans for agentic-ts, following the GenAI semantic conventions:
 * call {@link instrumentAgentic} once, after the application has set up its OpenTelemetry SDK.
 */
export { instrumentAgentic, DEFAULT_TRACER_NAME } from "./instrument-agentic";
export type { AgenticInstrumentation, InstrumentAgenticOptions } from "./instrument-agentic";
export { SPAN_ATTRIBUTES, GEN_AI_OPERATIONS } from "./span-attributes";
export { OTHER_TOOL_NAME } from "./model-named-tool";
