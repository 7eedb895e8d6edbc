/**
 * Whether `error` is Node's "module not found" for the package `name` itself. An error thrown while the
 * package loads (a missing dependency of *its own*, a syntax error) is a different problem and must not
 * be mistaken for "not installed", so the message has to name the package.
 */
export function isMissingModule(error: unknown, name: string): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (code !== "MODULE_NOT_FOUND" && code !== "ERR_MODULE_NOT_FOUND") return false;
  return error.message.includes(`'${name}'`) || error.message.includes(`"${name}"`);
}
