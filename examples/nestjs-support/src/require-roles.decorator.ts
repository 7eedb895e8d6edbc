import { Reflector } from "@nestjs/core";
import type { Role } from "./principal";

/**
 * Marks a route (or a controller) as open only to principals holding one of the roles, e.g.
 * `@RequireRoles(["supervisor"])`; `RolesGuard` enforces it. A route without it is open to any
 * authenticated principal.
 */
export const RequireRoles = Reflector.createDecorator<readonly Role[]>();
