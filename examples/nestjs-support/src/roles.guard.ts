import { ForbiddenException, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from "@nestjs/common";
import { Reflector } from "@nestjs/core";
import { hasRole } from "./principal";
import { principalOf } from "./request-principal";
import { RequireRoles } from "./require-roles.decorator";

/**
 * The app-wide authorization guard (registered as `APP_GUARD` after `AuthGuard`): a route marked
 * `@RequireRoles([...])` answers 403 to a principal holding none of the roles.
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride(RequireRoles, [context.getHandler(), context.getClass()]);
    if (!roles || roles.length === 0) return true;
    const principal = principalOf(context.switchToHttp().getRequest<object>());
    // AuthGuard runs first; a request without a principal here means it was not registered: fail closed.
    if (!principal) throw new UnauthorizedException();
    if (!roles.some((role) => hasRole(principal, role))) throw new ForbiddenException(`This needs the ${roles.join(" or ")} role.`);
    return true;
  }
}
