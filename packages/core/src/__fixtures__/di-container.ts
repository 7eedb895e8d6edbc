import "reflect-metadata";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { container } from "tsyringe";
import { registerAgentic } from "../agent/register-agentic";
import type { Runtime } from "../runtime/runtime";
import { OrdersRepo, REQUEST_ID } from "./di-agents";

/** A canned decision reply: `{"call": name, "args": {...}}`. */
export const pick = (call: string, args: Record<string, unknown> = {}): string => JSON.stringify({ call, args });

/**
 * Resets tsyringe's global container and prepares it the way an app would at start-up: agentic-ts's
 * registrations, `runtime`, the root `OrdersRepo` (tenant "root") and a root request id.
 */
export function setUpContainer<R extends Runtime = ScriptedRuntime>(runtime: R = new ScriptedRuntime([]) as unknown as R): R {
  container.reset();
  registerAgentic(container, { runtime });
  container.register(OrdersRepo, { useValue: new OrdersRepo("root") });
  container.register(REQUEST_ID, { useValue: "root-request" });
  return runtime;
}

/** Runs `fn` and returns what it threw (failing when it does not throw). */
export function thrownBy(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected a throw");
}
