/**
 * A token a DI container resolves: a class, a string or a symbol. (tsyringe types class tokens as
 * concrete constructors; an abstract class is a valid token all the same, passed with a cast.)
 */
// `any[]`: a class token's constructor parameters are the container's business, not this type's.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DependencyToken = string | symbol | (new (...args: any[]) => unknown);

/**
 * How a token is provided: a value, or a factory called with the container resolving it (a child
 * container passes itself).
 */
export type DependencyProvider =
  | { readonly useValue: unknown }
  | { readonly useFactory: (resolving: DependencyContainerLike) => unknown };

/**
 * The part of a tsyringe `DependencyContainer` that {@link registerAgentic} and {@link TsyringeAgentScope}
 * use, written out here so that core's declarations never import tsyringe: tsyringe is an optional peer,
 * and a project without it must still compile core's `.d.ts` with `skipLibCheck: false`. tsyringe's
 * `container` (and any child container) is assignable to it.
 */
export interface DependencyContainerLike {
  /** Whether the token has a registration here (or, when `recursive`, in a parent container). */
  isRegistered(token: DependencyToken, recursive?: boolean): boolean;
  /** Registers a provider for the token. */
  register(token: DependencyToken, provider: DependencyProvider): unknown;
  /** Resolves the token. */
  resolve(token: DependencyToken): unknown;
  /** A child container: it sees this container's registrations and shadows them with its own. */
  createChildContainer(): DependencyContainerLike;
}
