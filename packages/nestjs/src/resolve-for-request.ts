import type { Type } from "@nestjs/common";
import { ContextIdFactory, type ModuleRef } from "@nestjs/core";
// The router's own module path: NestJS 10 and 11 have no `@nestjs/core/internal` entry point, and NestJS 12
// maps this path to the same file that entry point re-exports, so the symbol is the router's one everywhere.
import { REQUEST_CONTEXT_ID } from "@nestjs/core/router/request/request-constants";

/** What {@link resolveForRequest} needs of an application, a testing module or a `ModuleRef`. */
export type RequestResolver = Pick<ModuleRef, "registerRequestByContextId" | "resolve">;

/**
 * Resolves a request-scoped provider (an agent, or what injects one) for a request that did not come
 * through Nest's router — a queue message, a WebSocket event, a test. It tags `request` with its DI
 * context the way the router does, so the agent's `AgentScope`, its REQUEST-scoped `@ContextParam`
 * tokens and `REQUEST` all belong to that one request. `app` may be the application, a testing module
 * (`Test.createTestingModule(…).compile()`) or a `ModuleRef`.
 *
 * This is the way to get an agent in a test: `moduleRef.resolve(Agent, contextId)` alone (Nest's
 * request-scope recipe) registers no request, so `@ContextParam(REQUEST)` and REQUEST-scoped providers
 * that read the request fail, with a message that points here.
 *
 * @example
 * ```ts
 * const app = await Test.createTestingModule({ imports: [AgenticModule.forRoot({ runtime })], providers: [SupportDesk, CurrentCustomer] }).compile();
 * const desk = await resolveForRequest(app, SupportDesk, { headers: { "x-customer-id": "c-42" } });
 * await desk.handle("My parcel never arrived.");
 * ```
 */
export async function resolveForRequest<T>(app: RequestResolver, type: Type<T>, request: object): Promise<T> {
  const contextId = ContextIdFactory.getByRequest(request);
  if (!Object.prototype.hasOwnProperty.call(request, REQUEST_CONTEXT_ID)) {
    // Non-enumerable, as the router does: the tag must not show up when the request is logged or serialized.
    Object.defineProperty(request, REQUEST_CONTEXT_ID, { value: contextId, enumerable: false });
    app.registerRequestByContextId(request, contextId);
  }
  return app.resolve(type, contextId, { strict: false });
}
