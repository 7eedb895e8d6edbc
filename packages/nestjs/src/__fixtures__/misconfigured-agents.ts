import "reflect-metadata";
import "./agentic.generated";
import { Agent, AgenticFunction, ContextParam, Runtime } from "@agentic-ts/core";
import { Injectable } from "@nestjs/common";

/** A service no module registers. */
export class AuditLog {}

/** An agent whose two methods claim the same tool name: its default toolset is invalid. */
@Injectable()
export class ClashingToolsAgent extends Agent {
  /** Refund an order. @param orderId The order. */
  @AgenticFunction({ name: "refund" })
  refundOrder(orderId: string): string {
    return orderId;
  }

  /** Refund a payment. @param paymentId The payment. */
  @AgenticFunction({ name: "refund" })
  refundPayment(paymentId: string): string {
    return paymentId;
  }
}

/** An agent whose method reads a DI token that nothing provides. */
@Injectable()
export class UnprovidedTokenAgent extends Agent {
  /** Write an audit entry. @param entry The entry. */
  @AgenticFunction()
  audit(entry: string, @ContextParam(AuditLog) log: AuditLog): string {
    return `${entry}:${String(log)}`;
  }
}

/** A service that is registered, but read by an agent that cannot resolve tokens. */
@Injectable()
export class Clock {
  /** The current time. */
  now(): number {
    return Date.now();
  }
}

/** An agent that reads a DI token but declares a constructor without the AgentScope. */
@Injectable()
export class ScopelessAgent extends Agent {
  constructor(runtime: Runtime) {
    super(runtime);
  }

  /** Stamp a note. @param note The note. */
  @AgenticFunction()
  stamp(note: string, @ContextParam(Clock) clock: Clock): string {
    return `${note}@${clock.now()}`;
  }
}

/** A plain service (not an Agent) whose agentic method reads a DI token: only agents hold a scope. */
@Injectable()
export class PlainTools {
  /** Tell the time. @param zone The time zone. */
  @AgenticFunction()
  time(zone: string, @ContextParam(Clock) clock: Clock): string {
    return `${zone}:${clock.now()}`;
  }
}

/** An agent whose own constructor forgets the Runtime. */
@Injectable()
export class RuntimelessAgent extends Agent {
  constructor(readonly clock: Clock) {
    super();
  }

  /** Say hello. @param name Who to greet. */
  @AgenticFunction()
  greet(name: string): string {
    return `hello ${name}`;
  }
}
