import type { IncomingMessage, ServerResponse } from "node:http";
import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from "@nestjs/common";
import { attachPrincipal } from "./request-principal";
import { TokenDirectory } from "./token-directory";

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

/**
 * The app-wide authentication guard (registered as `APP_GUARD`): every request needs an
 * `Authorization: Bearer <token>` the {@link TokenDirectory} knows, else 401 with `WWW-Authenticate`.
 * The principal it finds is attached to the request for the other guards, the `@AuthPrincipal()`
 * parameters and `CurrentCustomer` to read.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(private readonly tokens: TokenDirectory) {}

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const request = http.getRequest<IncomingMessage>();
    const header = request.headers.authorization;
    const token = typeof header === "string" ? BEARER.exec(header.trim())?.[1] : undefined;
    const principal = token === undefined ? undefined : this.tokens.lookup(token);
    if (!principal) {
      http.getResponse<ServerResponse>().setHeader("WWW-Authenticate", 'Bearer realm="support-desk"');
      throw new UnauthorizedException(token === undefined ? "Send Authorization: Bearer <token>." : "Unknown or expired token.");
    }
    attachPrincipal(request, principal);
    return true;
  }
}
