import { ConfigurationError } from "@agentic-ts/core";

/**
 * The path of the `restate-server` binary shipped by the `@restatedev/restate-server` npm package (its
 * platform package, e.g. `@restatedev/restate-server-linux-x64`), or `RESTATE_SERVER_BINARY` when set.
 *
 * @throws ConfigurationError when neither is available.
 */
export function restateServerBinary(): string {
  const fromEnv = process.env.RESTATE_SERVER_BINARY;
  if (fromEnv) return fromEnv;
  const platformPackage = `@restatedev/restate-server-${process.platform}-${process.arch}`;
  try {
    return require.resolve(`${platformPackage}/bin/restate-server`);
  } catch {
    throw new ConfigurationError(
      `No restate-server binary: install @restatedev/restate-server (it brings ${platformPackage}) or set RESTATE_SERVER_BINARY.`,
    );
  }
}
