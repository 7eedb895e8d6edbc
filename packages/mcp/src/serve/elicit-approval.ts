import type { ApprovalRequest, Approver } from "@agentic-ts/core";
import type { McpRequest } from "./mcp-request";

/** The field of the elicitation form a person answers: approve (true) or not. */
export const APPROVE_FIELD = "approve";

/**
 * Whether the client of this request can be asked for an approval: it declared the `elicitation`
 * capability on a session. A stateless server never knows the client (no `initialize` on its POST) and
 * could not receive the answer anyway, so it never elicits.
 */
export function canElicit(request: McpRequest): boolean {
  return request.clientCapabilities.elicitation !== undefined;
}

/**
 * The approver that asks the MCP client's user with `elicitation/create`: a message naming the tool, the
 * policy's reason and the validated arguments — never the call's hidden context values — and a form with
 * one boolean, {@link APPROVE_FIELD}. Only `accept` with `approve: true` approves; `decline`, `cancel` and
 * an unchecked box are a decline (fail closed).
 */
export function elicitingApprover(request: McpRequest): Approver {
  return async (approval: ApprovalRequest) => {
    const answer = await request.request("elicitation/create", {
      message: approvalMessage(approval),
      requestedSchema: {
        type: "object",
        properties: { [APPROVE_FIELD]: { type: "boolean", title: "Approve", description: `Run ${approval.option} with these arguments.`, default: false } },
        required: [APPROVE_FIELD],
      },
    });
    const content = answer.content as Record<string, unknown> | undefined;
    const approved = answer.action === "accept" && content?.[APPROVE_FIELD] === true;
    const note = answer.action === "accept" ? undefined : `the client answered ${String(answer.action)}`;
    return { approved, by: "mcp-client", ...(note !== undefined ? { note } : {}) };
  };
}

/** The text a person reads before approving: the tool, why it needs approval, and every argument in full. */
export function approvalMessage(approval: ApprovalRequest): string {
  const why = approval.reason !== undefined ? ` ${approval.reason}` : "";
  return `The tool "${approval.option}" needs your approval to run.${why}\nArguments: ${JSON.stringify(approval.args, null, 2)}`;
}
