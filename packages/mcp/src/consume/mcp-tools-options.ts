import type { ApprovalPolicy } from "@agentic-ts/core";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";

/** The default time a remote tool call may take before it is a tool error: 60 s. */
export const DEFAULT_MCP_TOOL_TIMEOUT_MS = 60_000;

/** A remote tool that {@link mcpTools} could not offer, and why. */
export interface SkippedMcpTool {
  /** The tool's name as the server spells it. */
  readonly name: string;
  /** Why it is not offered (its name or its input schema). */
  readonly reason: string;
}

/** How {@link mcpTools} turns a server's tools into agentic functions. */
export interface McpToolsOptions {
  /** Which remote tools to offer: a list of names (as the server spells them) or a predicate. Default: all. */
  readonly filter?: readonly string[] | ((tool: Tool) => boolean);
  /**
   * Put before every remote name (`"github_"` → `github_create_issue`), to keep two servers' tools apart;
   * it must itself start a valid name (a letter or `_`, then letters, digits, `_`, `.`, `-`).
   */
  readonly prefix?: string;
  /**
   * Approval policies, as on our own functions: by remote tool name, or a function of the tool returning
   * its policy (`true`, or a function of the validated arguments returning `false` or the reason).
   */
  readonly approval?: Readonly<Record<string, ApprovalPolicy>> | ((tool: Tool) => ApprovalPolicy | undefined);
  /** How long one call may take, in milliseconds, before it is a tool error. Default {@link DEFAULT_MCP_TOOL_TIMEOUT_MS}. */
  readonly timeoutMs?: number;
  /** Aborts every call in flight (and refuses new ones) once aborted, e.g. when the agent shuts down. */
  readonly signal?: AbortSignal;
  /**
   * Called for a remote tool that cannot be offered (a name core refuses, a schema Ajv or the parameter
   * form cannot take). Default: a process warning (`MCPToolSkipped`).
   */
  readonly onSkip?: (skipped: SkippedMcpTool) => void;
  /** Called after the set changed on a server's `notifications/tools/list_changed`, or with its failure. */
  readonly onRefresh?: (error?: unknown) => void;
}
