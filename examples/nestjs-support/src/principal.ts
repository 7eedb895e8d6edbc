/** A role a principal of the support app can hold. */
export type Role = "customer" | "supervisor";

/**
 * Who is making a request, as authentication established it: an id and the roles the app grants. The
 * app decides with it who may do what; nothing a client sends in a body or a plain header changes it.
 */
export interface Principal {
  readonly id: string;
  readonly roles: readonly Role[];
}

/** Whether the principal holds the role. */
export function hasRole(principal: Principal, role: Role): boolean {
  return principal.roles.includes(role);
}
