import { ConfigurationError, NAME_PATTERN, normalizeOptions, type AnyFunction, type ApprovalPolicy } from "@agentic-ts/core";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { ToolListChangedNotificationSchema, type Tool } from "@modelcontextprotocol/sdk/types.js";
import { DEFAULT_MCP_TOOL_TIMEOUT_MS, type McpToolsOptions, type SkippedMcpTool } from "./mcp-tools-options";
import { remoteParams } from "./remote-params";
import { remoteToolFunction } from "./remote-tool-function";

// A prefix must be able to start a name; the remote name after it is checked with the whole.
const PREFIX_PATTERN = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

/**
 * A connected MCP server's tools as agentic functions, by the name the model sees. `tools` is a dict that
 * `exec({ tools })` takes as it is and that spreads into `decision.make`'s options; it is replaced (never
 * changed in place) when the server's list changes, so read it when a turn starts.
 */
export class McpToolSet {
  private current: Readonly<Record<string, AnyFunction>> = Object.freeze({});
  private skippedNow: readonly SkippedMcpTool[] = [];
  private closed = false;

  /** @internal Use {@link mcpTools}. */
  constructor(
    private readonly client: Client,
    private readonly options: McpToolsOptions,
  ) {}

  /** The current tools, by the name the model sees (prefix included). */
  get tools(): Readonly<Record<string, AnyFunction>> {
    return this.current;
  }

  /** The remote tools the last refresh could not offer, and why. */
  get skipped(): readonly SkippedMcpTool[] {
    return this.skippedNow;
  }

  /** The server's name, from its `initialize` answer. */
  get server(): string | undefined {
    return this.client.getServerVersion()?.name;
  }

  /** Lists the server's tools again (every page) and rebuilds {@link tools} from them. */
  async refresh(): Promise<void> {
    const listed: Tool[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.client.listTools(cursor === undefined ? undefined : { cursor }, { signal: this.options.signal });
      listed.push(...page.tools);
      cursor = page.nextCursor;
    } while (cursor !== undefined);
    if (this.closed) return;
    const built = this.build(listed);
    this.current = Object.freeze(built.tools);
    this.skippedNow = Object.freeze(built.skipped);
    for (const skip of built.skipped) (this.options.onSkip ?? warnSkipped)(skip);
  }

  /** @internal Follows the server's `notifications/tools/list_changed` with a refresh. */
  listen(): void {
    this.client.setNotificationHandler(ToolListChangedNotificationSchema, async () => {
      if (this.closed) return;
      try {
        await this.refresh();
        this.options.onRefresh?.();
      } catch (error) {
        if (this.options.onRefresh) this.options.onRefresh(error);
        else process.emitWarning(`MCP tools of "${this.server ?? "server"}" could not be refreshed: ${String(error)}`, "MCPToolsRefreshFailed");
      }
    });
  }

  /** Stops following the server's list changes (the client stays connected; closing it is the caller's). */
  close(): void {
    this.closed = true;
    this.client.removeNotificationHandler("notifications/tools/list_changed");
  }

  private build(listed: readonly Tool[]): { tools: Record<string, AnyFunction>; skipped: SkippedMcpTool[] } {
    const { filter, prefix = "", approval } = this.options;
    const tools: Record<string, AnyFunction> = {};
    const skipped: SkippedMcpTool[] = [];
    for (const tool of listed) {
      if (filter !== undefined && !(typeof filter === "function" ? filter(tool) : filter.includes(tool.name))) continue;
      const name = `${prefix}${tool.name}`;
      if (!NAME_PATTERN.test(name) || Object.hasOwn(Object.prototype, name)) {
        skipped.push({ name: tool.name, reason: `the name ${JSON.stringify(name)} is not one a model can be offered (1 to 64 letters, digits, "_", "." or "-", starting with a letter or "_")` });
        continue;
      }
      const params = remoteParams(tool.inputSchema);
      if (!params.ok) {
        skipped.push({ name: tool.name, reason: params.reason });
        continue;
      }
      const policy: ApprovalPolicy | undefined = typeof approval === "function" ? approval(tool) : approval?.[tool.name];
      try {
        const fn = remoteToolFunction({
          client: this.client,
          tool,
          name,
          params: params.params,
          server: this.server,
          approval: policy,
          timeoutMs: this.options.timeoutMs ?? DEFAULT_MCP_TOOL_TIMEOUT_MS,
          signal: this.options.signal,
        });
        // Builds the option as exec and decisions will, so a schema Ajv refuses is found now, not mid-turn.
        normalizeOptions({ [name]: fn });
        tools[name] = fn;
      } catch (error) {
        if (!(error instanceof ConfigurationError)) throw error;
        skipped.push({ name: tool.name, reason: error.message });
      }
    }
    return { tools, skipped };
  }
}

function warnSkipped(skip: SkippedMcpTool): void {
  process.emitWarning(`MCP tool "${skip.name}" is not offered: ${skip.reason}.`, "MCPToolSkipped");
}

/**
 * Lists a connected MCP server's tools and turns each into an agentic function: usable as `exec`'s tools
 * (`runtime.exec(prompt, { tools: set.tools })`) and as decision options (`{ ...set.tools, done: "…" }`).
 * The remote input schema becomes the function's parameters, so arguments are validated by core's Ajv
 * path before any call; the call is core's dispatch (approval gate, `tool_call` trace node carrying the
 * server's name, a journaled step inside a durable run). A tool that cannot be offered is skipped and
 * reported (see {@link McpToolsOptions.onSkip}); a bad `prefix` is a {@link ConfigurationError}. The set
 * follows the server's `notifications/tools/list_changed` (this replaces any handler the client had for
 * it) until {@link McpToolSet.close}.
 *
 * @example
 * ```ts
 * const github = await mcpTools(client, { prefix: "gh_", approval: { delete_repo: true } });
 * await runtime.exec("Open an issue for the crash.", { tools: github.tools });
 * ```
 */
export async function mcpTools(client: Client, options: McpToolsOptions = {}): Promise<McpToolSet> {
  if (options.prefix !== undefined && (typeof options.prefix !== "string" || !PREFIX_PATTERN.test(options.prefix))) {
    throw new ConfigurationError(
      `mcpTools: the prefix ${JSON.stringify(options.prefix)} cannot start a tool name; use letters, digits, "_", "." or "-", starting with a letter or "_".`,
    );
  }
  if (options.timeoutMs !== undefined && !(Number.isFinite(options.timeoutMs) && options.timeoutMs > 0)) {
    throw new ConfigurationError(`mcpTools: timeoutMs must be a positive number of milliseconds, not ${String(options.timeoutMs)}.`);
  }
  const set = new McpToolSet(client, options);
  await set.refresh();
  set.listen();
  return set;
}
