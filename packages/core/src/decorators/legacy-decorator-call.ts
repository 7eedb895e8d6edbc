import { ConfigurationError } from "../errors/configuration-error";

/**
 * Fails, naming the fix, when a decorator is called the TC39 way (`(value, context)`, what TypeScript
 * emits without `experimentalDecorators`, and what esbuild, swc or tsx emit when the tsconfig they read
 * lacks it): agentic-ts reads legacy decorators with their emitted parameter metadata, and TC39
 * decorators carry neither a property descriptor nor parameter types.
 */
export function checkLegacyDecoratorCall(decorator: string, second: unknown): void {
  if (typeof second !== "object" || second === null || typeof (second as { kind?: unknown }).kind !== "string") return;
  const name = (second as { name?: unknown }).name;
  throw new ConfigurationError(
    `${decorator} on ${typeof name === "string" ? name : "a member"} was called as a TC39 decorator: agentic-ts needs TypeScript's legacy ` +
      `decorators. Set "experimentalDecorators": true and "emitDecoratorMetadata": true in your tsconfig.json (and make ` +
      `sure the tool that compiles your code — tsc, ts-jest, tsx, esbuild, swc — reads that tsconfig).`,
  );
}
