import type { IncomingMessage, ServerResponse } from "node:http";
import { ConfigurationError } from "@agentic-ts/core";
import type { AbstractHttpAdapter } from "@nestjs/core";
import type { NestMcpHandler } from "./load-mcp";

type ExpressRequest = IncomingMessage & { body?: unknown };
type FastifyRequest = { readonly raw: IncomingMessage; readonly body?: unknown };
type FastifyReply = { readonly raw: ServerResponse; hijack(): void };
type Route = (path: string, handler: (req: never, res: never) => unknown) => unknown;

/**
 * Mounts `handler` at `path` of the Nest HTTP adapter, for every method: on Express with the body its
 * JSON parser already read (when it read one; else the handler reads the stream), on Fastify with the
 * raw request and response (the reply hijacked, so Fastify sends nothing of its own). Another adapter is
 * a {@link ConfigurationError}.
 */
export function mountMcpRoute(adapter: AbstractHttpAdapter, path: string, handler: NestMcpHandler): void {
  const type = adapter.getType();
  const all = adapter.all.bind(adapter) as unknown as Route;
  if (type === "express") {
    // A body parser that read the stream has ended it; one that skipped the request left it unread.
    all(path, (req: ExpressRequest, res: ServerResponse) => handler.handle(req, res, req.readableEnded ? req.body : undefined));
  } else if (type === "fastify") {
    all(path, (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      return handler.handle(request.raw, reply.raw, request.body);
    });
  } else {
    throw new ConfigurationError(`AgenticModule's mcp option mounts its endpoint on Express or Fastify, and this application's HTTP adapter is ${JSON.stringify(type)}.`);
  }
}
