/**
 * agentic-ts scale-out: agents as Restate services. Every model call and every model-chosen dispatch of
 * a run is a step of Restate's journal, approvals are awakeables, and many workers serve the same agents.
 * @packageDocumentation
 */

export { agentService } from "./service/agent-service";
export type { AgentServiceDefinition, AgentServiceOptions } from "./service/agent-service";
export type { AgentRunInput } from "./service/agent-run-input";
export type { ContextSourcesOptions } from "./service/run-context";
export type { AgentMethodName } from "./service/served-methods";
export { RestateJournal } from "./service/restate-journal";
export { terminalErrorMapper } from "./service/terminal-errors";

export { serveAgents } from "./worker/serve-agents";
export type { ServeAgentsOptions, ServingWorker } from "./worker/serve-agents";
export { WorkerBalancer } from "./balancer/worker-balancer";
export type { WorkerBalancerOptions } from "./balancer/worker-balancer";

export { approvalsObject, APPROVALS_SERVICE } from "./approvals/approvals-object";
export type { ApprovalDecision, ApprovalOutcome, DecidedApproval, PendingApproval } from "./approvals/approval-entry";
export { RestateRuns } from "./client/restate-runs";
export type { RestateRunsOptions, StartRunOptions, StartedRun } from "./client/restate-runs";
export { RestateCallError } from "./client/restate-call-error";

export { RestateServer } from "./server/restate-server";
export { RestateServerStartError } from "./server/restate-server-start-error";
export type { RestateServerExit, RestateServerOptions } from "./server/restate-server";
export { registerDeployment } from "./server/register-deployment";
export { DeploymentRegistrationError } from "./server/deployment-registration-error";
export type { RegisteredDeployment } from "./server/register-deployment";
export { restateServerBinary } from "./server/restate-binary";
