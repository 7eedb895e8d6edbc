import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult, type Tool } from "@modelcontextprotocol/sdk/types.js";

/** An incident on the status page: what broke, for whom, and what support should tell customers. */
export interface Incident {
  readonly id: string;
  readonly service: ServiceName;
  readonly state: "open" | "resolved";
  readonly title: string;
  /** What support should tell an affected customer. */
  readonly guidance: string;
}

/** The services the status page reports on. */
export type ServiceName = "payments" | "shipping" | "accounts";

/** The status page's incidents, newest first. */
export const INCIDENTS: readonly Incident[] = [
  {
    id: "INC-2041",
    service: "payments",
    state: "open",
    title: "Some cards were charged twice for one order since 08:10 UTC.",
    guidance: "Do not refund by hand: the duplicate charge is voided automatically within 3 business days.",
  },
  {
    id: "INC-2033",
    service: "shipping",
    state: "resolved",
    title: "Tracking pages showed no updates for 6 hours.",
    guidance: "Parcels moved normally; tracking is up to date again.",
  },
];

/** A tool call the status server answered: the tool's name and its arguments, as the client sent them. */
export interface StatusCall {
  readonly name: string;
  readonly args: Record<string, unknown>;
}

/** The status page served as an MCP server, and the calls it answered (in order). */
export interface StatusServer {
  readonly server: Server;
  readonly calls: StatusCall[];
}

const SERVICES: readonly ServiceName[] = ["payments", "shipping", "accounts"];

// Plain JSON Schema, as any MCP server written without agentic-ts lists its tools.
const TOOLS: Tool[] = [
  {
    name: "service_status",
    description: "The current state of one of the shop's services, with its open incidents.",
    inputSchema: {
      type: "object",
      properties: { service: { type: "string", enum: [...SERVICES], description: "The service to check." } },
      required: ["service"],
      additionalProperties: false,
    },
  },
  {
    name: "search_incidents",
    description: "Search open and recent incidents by words of their title (e.g. 'charged twice', 'tracking').",
    inputSchema: {
      type: "object",
      properties: { query: { type: "string", minLength: 2, description: "Words to look for." } },
      required: ["query"],
      additionalProperties: false,
    },
  },
];

/**
 * A second, independent MCP server for the triage agent to use: the shop's status page. It is written
 * with the MCP SDK's low-level `Server` and plain JSON Schema — nothing of agentic-ts — as a third
 * party's server would be. Each call it answers is recorded in `calls`.
 */
export function createStatusServer(): StatusServer {
  const calls: StatusCall[] = [];
  const server = new Server({ name: "status-page", version: "0.1.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: TOOLS }));
  server.setRequestHandler(CallToolRequestSchema, (request) => {
    const args = (request.params.arguments ?? {}) as Record<string, unknown>;
    calls.push({ name: request.params.name, args });
    return answer(request.params.name, args);
  });
  return { server, calls };
}

function answer(tool: string, args: Record<string, unknown>): CallToolResult {
  if (tool === "service_status" && SERVICES.includes(args.service as ServiceName)) {
    const open = INCIDENTS.filter((i) => i.service === args.service && i.state === "open");
    return json({ service: args.service, state: open.length > 0 ? "degraded" : "operational", openIncidents: open });
  }
  if (tool === "search_incidents" && typeof args.query === "string") {
    const words = args.query.toLowerCase().split(/\W+/).filter((w) => w.length > 1);
    return json({ incidents: INCIDENTS.filter((i) => words.some((w) => i.title.toLowerCase().includes(w))) });
  }
  return { isError: true, content: [{ type: "text", text: `No tool ${tool} taking ${JSON.stringify(args)}.` }] };
}

function json(value: object): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(value) }] };
}
