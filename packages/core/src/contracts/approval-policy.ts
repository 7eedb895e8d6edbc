import type { CallContext } from "./call-context";

/**
 * When a model's choice of a function needs a person's approval: `true` (always), or a function of the
 * validated arguments and the call's context returning `false` (no approval needed) or the reason (a
 * string, shown to the approver). It applies only when a model chose the function (a decision's pick or
 * a tool call), never to a direct call by code.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApprovalPolicy<A = any> =
  | boolean
  | ((args: A, context: CallContext) => string | boolean | null | undefined | Promise<string | boolean | null | undefined>);

/** Whether a policy asks for approval here, and its reason. */
export type ApprovalNeed = { readonly needed: false } | { readonly needed: true; readonly reason?: string };

/** Evaluates a policy for validated arguments: `false`, `null`, `undefined` and `""` mean no approval. */
export async function evaluateApproval(policy: ApprovalPolicy | undefined, args: Readonly<Record<string, unknown>>, context: CallContext): Promise<ApprovalNeed> {
  if (policy === undefined || policy === false) return { needed: false };
  if (policy === true) return { needed: true };
  const answer = await policy(args, context);
  if (answer === true) return { needed: true };
  if (typeof answer === "string" && answer !== "") return { needed: true, reason: answer };
  return { needed: false };
}
