import { AgenticError, toHttpError } from "@agentic-ts/core";
import { Catch, HttpException, Logger, type ArgumentsHost } from "@nestjs/common";
import { BaseExceptionFilter } from "@nestjs/core";

/**
 * A Nest exception filter that answers agentic-ts errors with an honest HTTP status and a JSON body
 * `{ statusCode, error, message, code, … }` — core's `toHttpError`, the same mapping every HTTP framework
 * uses (see it for the table and why) — so a model that never made a valid choice reaches the client as
 * 502 rather than a bare 500. Bodies never carry prompts, model replies, provider messages, key names or
 * context values; a 5xx is logged in full for the operator. Every error that is not agentic-ts's gets
 * Nest's default response, as without the filter.
 *
 * @example
 * ```ts
 * AgenticModule.forRoot({ runtime, exceptionFilter: true })            // registers it as APP_FILTER
 * // or: providers: [{ provide: APP_FILTER, useClass: AgenticExceptionFilter }]
 * // or: app.useGlobalFilters(new AgenticExceptionFilter(app.getHttpAdapter()))
 * ```
 */
@Catch(AgenticError)
export class AgenticExceptionFilter extends BaseExceptionFilter {
  private static readonly log = new Logger("AgenticExceptionFilter");
  // No constructor of its own: BaseExceptionFilter's takes the HTTP adapter (optional, for
  // app.useGlobalFilters) and Nest property-injects HttpAdapterHost when the filter is a provider.

  override catch(exception: unknown, host: ArgumentsHost): void {
    const mapped = host.getType() === "http" ? toHttpError(exception) : undefined;
    if (!mapped) return super.catch(exception, host);
    // The client gets a sanitized body; the operator still needs the whole error (which key, which model).
    if (mapped.status >= 500) AgenticExceptionFilter.log.error(exception);
    const adapter = this.applicationRef ?? this.httpAdapterHost?.httpAdapter;
    const response = host.switchToHttp().getResponse();
    if (adapter && !adapter.isHeadersSent(response)) {
      for (const [name, value] of Object.entries(mapped.headers)) adapter.setHeader(response, name, value);
    }
    // As an HttpException, Nest's own reply path sends the body (and ends a response already under way).
    super.catch(new HttpException(mapped.body, mapped.status, { cause: exception }), host);
  }
}
