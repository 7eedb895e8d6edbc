import "./agentic.generated";
import { Agent, AgenticFunction, type Runtime, type ToolsInput } from "@agentic-ts/core";

/** What `answerWithIncident` returns: the ticket is explained by a known incident. */
export interface IncidentAnswer {
  readonly status: "known-incident";
  readonly incidentId: string;
  readonly reply: string;
}

/** What `routeToTeam` returns: the ticket goes to a team's queue. */
export interface Routing {
  readonly status: "routed";
  readonly team: "billing" | "shipping" | "accounts";
  readonly summary: string;
}

/** Every way a triage ends: the result of the next step the model picked. */
export type TriageOutcome = IncidentAnswer | Routing;

/** Where the agent's work tools come from: an MCP tool set (`mcpTools`), read at each call. */
export interface ToolSource {
  readonly tools: ToolsInput;
}

/**
 * Triages support tickets with another MCP server's tools: the model checks the shop's status page (the
 * status server's tools, offered through `mcpTools`) and then either answers with the incident that
 * explains the ticket or routes the ticket to a team. The status tools are plain `tools` of `exec`, like
 * the agent's own would be: validated before they are sent, traced, journaled inside a durable run.
 */
export class TriageAgent extends Agent {
  constructor(
    runtime: Runtime,
    private readonly statusPage: ToolSource,
  ) {
    super(runtime);
  }

  /**
   * Answer the customer with a known incident that explains their problem.
   * @param incidentId The incident's id on the status page, e.g. "INC-1234".
   * @param reply Two sentences for the customer: what happened and what they should expect.
   */
  @AgenticFunction()
  answerWithIncident(incidentId: string, reply: string): IncidentAnswer {
    return { status: "known-incident", incidentId, reply };
  }

  /**
   * Route the ticket to the team that handles it, when no incident explains it.
   * @param team The team: billing (charges, refunds), shipping (parcels), accounts (sign-in, profile).
   * @param summary What the team needs to know, in one sentence.
   */
  @AgenticFunction()
  routeToTeam(team: "billing" | "shipping" | "accounts", summary: string): Routing {
    return { status: "routed", team, summary };
  }

  /**
   * Triage a support ticket: check the status page, then answer with an incident or route it.
   * @param ticket The ticket's text, as the customer wrote it.
   */
  @AgenticFunction()
  triage(ticket: string): Promise<TriageOutcome> {
    return this.exec(`Triage this support ticket. Check the status page for an incident that explains it first.\n\nTicket: ${ticket}`, {
      // Read when the turn starts: the set follows the server's notifications/tools/list_changed.
      tools: this.statusPage.tools,
      choices: { incident: this.answerWithIncident, route: this.routeToTeam },
    });
  }
}
