import type { ContextCodec, RunRecord } from "@agentic-ts/core";

// The store applies a codec itself instead of importing core's encodeRunContext: the package takes only
// types from core, so that opening a store (the CLI's read commands, `agentic --help`) never loads core.

/** The run as the file keeps it: its context encoded by `codec` (the run itself without either). */
export async function encodeContext(codec: ContextCodec | undefined, run: RunRecord): Promise<RunRecord> {
  if (!codec || run.context === undefined) return run;
  const context = await codec.encode(run.context, run);
  // What the codec returned is stored as JSON text: anything else would come back changed.
  JSON.stringify(context, (_key, value: unknown) => {
    if (typeof value === "function" || typeof value === "symbol" || typeof value === "bigint" || (typeof value === "number" && !Number.isFinite(value))) {
      throw new TypeError("SqliteStore: a context codec must encode to plain JSON data.");
    }
    return value;
  });
  return { ...run, context };
}

/** The run as its code sees it: its stored context decoded by `codec`. */
export async function decodeContext(codec: ContextCodec | undefined, run: RunRecord): Promise<RunRecord> {
  if (!codec || run.context === undefined) return run;
  return { ...run, context: await codec.decode(run.context, run) };
}
