import type { Runtime } from "@agentic-ts/core";

/** Runs one `exec("Hi")` without re-picks and returns what it rejected with (fails the test if it resolves). */
export function execFailure(runtime: Runtime, options: { model?: string } = {}): Promise<Error> {
  return runtime.exec("Hi", { ...options, maxRetries: 0 }).then(
    () => {
      throw new Error("expected a rejection");
    },
    (error: unknown) => error as Error,
  );
}

/** Sets an environment variable for every test of the file, restoring what was there after each. */
export function useEnvVar(name: string, value: string): void {
  let before: string | undefined;
  beforeEach(() => {
    before = process.env[name];
    process.env[name] = value;
  });
  afterEach(() => {
    if (before === undefined) delete process.env[name];
    else process.env[name] = before;
  });
}
