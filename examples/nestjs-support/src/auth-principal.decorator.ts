import { createParamDecorator, UnauthorizedException, type ExecutionContext } from "@nestjs/common";
import type { Principal } from "./principal";
import { principalOf } from "./request-principal";

/**
 * A route parameter decorator: the request's authenticated {@link Principal} (as `AuthGuard` attached it).
 * Whatever identity a handler acts as comes from here, never from the request's body.
 */
export const AuthPrincipal = createParamDecorator((_: unknown, context: ExecutionContext): Principal => {
  const principal = principalOf(context.switchToHttp().getRequest<object>());
  if (!principal) throw new UnauthorizedException();
  return principal;
});
