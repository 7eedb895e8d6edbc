export { ScriptedRuntime } from "./scripted-runtime";
export type { ScriptedReplies, ScriptedReply, ScriptedRequest } from "./scripted-runtime";
export { ScriptExhaustedError } from "./script-exhausted-error";
