import "reflect-metadata";
import "./agentic.generated";
import { Agent, AgenticFunction } from "@agentic-ts/core";
import { mcpContent } from "../../index";

/** A ticket as the desk reports it. */
export interface Ticket {
  id: string;
  status: "open" | "closed";
  opened: Date;
  tags?: string[];
}

/** A refund that was made. */
export interface Refunded {
  outcome: "refunded";
  amountCents: number;
}

/** A refund that was refused, and why. */
export interface Refused {
  outcome: "refused";
  why: string;
}

/** A desk whose tools return typed results: serveMcp's outputSchema and structuredContent tests call it. */
export class TypedResultsAgent extends Agent {
  /**
   * Read a ticket.
   * @param id The ticket id.
   */
  @AgenticFunction()
  async ticket(id: string): Promise<Ticket> {
    // A row with more than its declared type: the undeclared fields must not reach the client.
    const row = { id, status: "open" as const, opened: new Date("2026-01-02T03:04:05.000Z"), internalNote: "VIP, be nice" };
    return row;
  }

  /**
   * Refund an order, or refuse to.
   * @param amountCents Amount in cents.
   */
  @AgenticFunction()
  refund(amountCents: number): Refunded | Refused {
    return amountCents > 1000 ? { outcome: "refused", why: "over the limit" } : { outcome: "refunded", amountCents };
  }

  /**
   * The title of a ticket.
   * @param id The ticket id.
   */
  @AgenticFunction()
  title(id: string): string {
    return `Ticket ${id}`;
  }

  /** Every tag in use. */
  @AgenticFunction()
  tags(): string[] {
    return ["billing", "vip"];
  }

  /** A chart of the week, as MCP content. */
  @AgenticFunction()
  chart() {
    return mcpContent({ type: "text", text: "Tickets this week: 12" });
  }

  /** Claims a ticket and returns something else (a cast the type checker cannot see through). */
  @AgenticFunction()
  broken(): Ticket {
    return { id: 7 } as unknown as Ticket;
  }
}
