import type { Usage } from "../contracts/model-request";
import type { TraceNode } from "../trace/trace-node";
import type { ReplyAttempt } from "./detailed";

/** Filled by the exec turn for `execDetailed`: the turn's node, its usage and the replies its result was read from. */
export interface ExecDetails {
  node?: TraceNode;
  usage?: Usage;
  attempts?: ReplyAttempt[];
}
