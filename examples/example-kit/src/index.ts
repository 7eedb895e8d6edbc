export { chooseRuntime, PROVIDER_VARIABLES } from "./choose-runtime";
export type { ChosenRuntime } from "./choose-runtime";
export { loadTranscript } from "./transcript";
export { printReport } from "./print-report";
export type { Report } from "./print-report";
export { reportRun, runAsScript } from "./report-run";
export type { ReportRunOptions } from "./report-run";
export { DEFAULT_TRACE_DB, openTraceDb, traceDbLines } from "./trace-db";
export type { TraceDb } from "./trace-db";
