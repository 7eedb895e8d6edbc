import path from "node:path";
import type { Runs, RuntimeEnv } from "@agentic-ts/core";
import { openTraceDb } from "@agentic-ts/example-kit";
// The ticket desk example's agent, unchanged: its @AgenticFunction methods become the MCP tools.
import { TicketDesk } from "@agentic-ts/example-ticket-desk/dist/ticket-desk";
import { serveMcp } from "@agentic-ts/mcp";
import { DEFAULT_DESK_PORT } from "./desk-address";
import { httpCustomer, stdioCustomer } from "./desk-customers";
import { deskRuntime } from "./desk-runtime";

/**
 * The SQLite file the desk keeps its durable runs (and traces) in when neither `db` nor `AGENTIC_DB`
 * names one: `agentic.db` in this example's folder — one place whatever folder a client starts it in.
 */
export const DEFAULT_DESK_DB = path.join(__dirname, "..", "agentic.db");

/** How often a serving desk carries out the verdicts given meanwhile (`agentic runs approve`): 5 s. */
export const RECOVER_EVERY_MS = 5_000;

/** What {@link serveDesk} serves, and how. */
export interface DeskServerOptions {
  readonly transport: "stdio" | "http";
  /** HTTP: the port on 127.0.0.1 (0 picks a free one). Default {@link DEFAULT_DESK_PORT}. */
  readonly port?: number;
  /**
   * Where the model provider (`OPENAI_API_KEY`, …), the store (`AGENTIC_DB`) and, over stdio, the
   * customer (`DESK_CUSTOMER_ID`) are read. Default: the process's environment.
   */
  readonly env?: RuntimeEnv & { readonly AGENTIC_DB?: string; readonly DESK_CUSTOMER_ID?: string };
  /** The store file; default `AGENTIC_DB`, else {@link DEFAULT_DESK_DB}. */
  readonly db?: string;
  /** How often approved runs are carried out (default {@link RECOVER_EVERY_MS}). */
  readonly recoverEveryMs?: number;
}

/** A serving desk. */
export interface DeskServer {
  /** HTTP: the MCP endpoint's URL. */
  readonly url?: string;
  /** The durable runs of gated calls (`recover()`, `get(id)`, …). */
  readonly runs: Runs;
  /** Which model `handleTicket` runs on. */
  readonly model: string;
  /** The store file, as `agentic runs … --db` takes it. */
  readonly db: string;
  /** Stops serving, then closes the runtime and the store. */
  close(): Promise<void>;
}

/**
 * Serves the ticket desk's `@AgenticFunction` methods as MCP tools (`lookupOrder`, `lookupCustomer`,
 * `issueRefund`, `escalateToHuman`, `handleTicket`). The hidden `customerId` comes from the `context`
 * hook: the process's customer over stdio, the bearer token's over HTTP. `issueRefund` over $100 needs a
 * person: a client that supports elicitation is asked; another gets an error naming a durable run in the
 * store, which `agentic runs approve` completes and this server then carries out (at start-up and every
 * `recoverEveryMs`).
 */
export async function serveDesk(options: DeskServerOptions): Promise<DeskServer> {
  const env = options.env ?? process.env;
  const db = openTraceDb(options.db ?? (env.AGENTIC_DB?.trim() || DEFAULT_DESK_DB));
  const { runtime, description } = deskRuntime(env, db.store);
  const closeAll = () => runtime.close().finally(() => db.store.close());
  const handle = await serveMcp([new TicketDesk(runtime)], {
    transport: options.transport,
    port: options.port ?? DEFAULT_DESK_PORT,
    runtime,
    runs: { store: db.store },
    context: options.transport === "stdio" ? stdioCustomer(env) : httpCustomer,
    serverInfo: { name: "ticket-desk", version: "0.1.0" },
  }).catch(async (error: unknown) => {
    await closeAll();
    throw error;
  });
  const runs = handle.runs!;
  // Verdicts given while no desk was serving, then, on a timer, those given while this one serves.
  await runs.recover();
  const timer = setInterval(() => void runs.recover().catch((error: unknown) => console.error("ticket desk: recovering runs failed:", error)), options.recoverEveryMs ?? RECOVER_EVERY_MS);
  timer.unref();
  return {
    ...(handle.url !== undefined ? { url: handle.url } : {}),
    runs,
    model: description,
    db: db.shown,
    async close() {
      clearInterval(timer);
      await handle.close();
      await closeAll();
    },
  };
}
