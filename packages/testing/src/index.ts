export { ScriptedRuntime } from "./scripted-runtime";
export type { ScriptedReplies, ScriptedReply, ScriptedRequest } from "./scripted-runtime";
export { ScriptExhaustedError } from "./script-exhausted-error";
export { LoopbackProviderServer } from "./loopback/loopback-provider-server";
export type {
  LoopbackMalformedFault,
  LoopbackReply,
  LoopbackReplyStep,
  LoopbackResetFault,
  LoopbackSlowFault,
  LoopbackStatusFault,
  LoopbackStep,
  LoopbackStepFunction,
  LoopbackToolCall,
  LoopbackUsage,
} from "./loopback/loopback-step";
export type { LoopbackEndpoint, RecordedRequest } from "./loopback/recorded-request";
