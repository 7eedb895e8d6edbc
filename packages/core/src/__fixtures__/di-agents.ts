import "reflect-metadata";
import "./agentic.generated";
import { injectable } from "tsyringe";
import { Agent } from "../agent/agent";
import { AgentScope } from "../contracts/agent-scope";
import { AgenticFunction } from "../decorators/agentic-function.decorator";
import { ContextParam } from "../decorators/context-param.decorator";
import { Runtime } from "../runtime/runtime";

/** A repository agents receive through `@ContextParam(OrdersRepo)`; `tenant` tells instances apart. */
export class OrdersRepo {
  constructor(readonly tenant: string = "root") {}

  find(orderId: string): { orderId: string; tenant: string } {
    return { orderId, tenant: this.tenant };
  }
}

/** A symbol token for the id of the request being served. */
export const REQUEST_ID = Symbol("REQUEST_ID");

/** A service a desk with its own constructor depends on. */
@injectable()
export class Mailer {
  readonly sent: string[] = [];
}

/** An abstract token nobody registers: an agent needing it must fail at construction. */
export abstract class AuditLog {
  abstract write(line: string): void;
}

/** An agent without a constructor of its own: tsyringe injects the runtime and the scope. */
@injectable()
export class OrderDesk extends Agent {
  /**
   * Look an order up in the request's repository.
   * @param orderId The order to look up.
   */
  @AgenticFunction()
  lookup(orderId: string, @ContextParam(OrdersRepo) orders: OrdersRepo): { orderId: string; tenant: string } {
    return orders.find(orderId);
  }

  /** Say who is asking, and in which request. */
  @AgenticFunction()
  whoAmI(@ContextParam() customerId: string, @ContextParam(REQUEST_ID) requestId: string): { customerId: string; requestId: string } {
    return { customerId, requestId };
  }

  /**
   * Handle a ticket: work with the desk's own tools, then finish.
   * @param ticket The ticket text.
   */
  @AgenticFunction()
  async handle(ticket: string): Promise<unknown> {
    return this.exec(`Handle: ${ticket}`, { toolset: "default", choices: { done: "DONE", whoAmI: this.whoAmI } });
  }
}

/** An agent with a constructor of its own that passes the runtime and the scope on. */
@injectable()
export class MailingDesk extends Agent {
  constructor(runtime: Runtime, scope: AgentScope, readonly mailer: Mailer) {
    super(runtime, scope);
  }

  /**
   * Send a note.
   * @param text What to say.
   */
  @AgenticFunction()
  note(text: string, @ContextParam(OrdersRepo) orders: OrdersRepo): string {
    this.mailer.sent.push(`${orders.tenant}: ${text}`);
    return "sent";
  }
}

/** An agent with a constructor of its own that passes nothing: ambient runtime, then the global container's. */
@injectable()
export class LooseDesk extends Agent {
  constructor(readonly mailer: Mailer) {
    super();
  }

  /** Say which repository tenant the desk sees. */
  @AgenticFunction()
  tenant(@ContextParam(OrdersRepo) orders: OrdersRepo): string {
    return orders.tenant;
  }
}

/** An agent whose method needs a token no container provides. */
@injectable()
export class AuditedDesk extends Agent {
  /**
   * Record a line.
   * @param line The line to record.
   */
  @AgenticFunction()
  record(line: string, @ContextParam(AuditLog) log: AuditLog): void {
    log.write(line);
  }
}
