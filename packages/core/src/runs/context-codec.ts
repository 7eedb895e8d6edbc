import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { AgenticTypeError } from "../errors/agentic-type-error";
import { nonJsonPath } from "../journal/json-value";
import type { RunRecord } from "./run-record";

/** A run's `@ContextParam` values, as the run's code sees them. */
export type RunContext = Readonly<Record<string, unknown>>;

/** Which run a context belongs to, for a codec that binds what it stores to the run (key ids, audit). */
export interface ContextOwner {
  readonly id: string;
  readonly agent: string;
  readonly method: string;
}

/**
 * Turns a run's context into what is stored, and back: redaction (drop or mask what must never be kept)
 * or encryption (keep it sealed, with a key the store never sees). Give it to `Runs` (`contextCodec`),
 * or to the store itself where the store takes one (`SqliteStore`). `encode` returns plain JSON data; a
 * codec may be async (a key service).
 */
export interface ContextCodec {
  encode(context: RunContext, run: ContextOwner): Readonly<Record<string, unknown>> | Promise<Readonly<Record<string, unknown>>>;
  decode(stored: Readonly<Record<string, unknown>>, run: ContextOwner): RunContext | Promise<RunContext>;
}

const SEALED = "agentic-ts.sealed-context.v1";

/**
 * A {@link ContextCodec} that encrypts a run's whole context with AES-256-GCM under `key` (32 bytes; keep
 * it in your secret manager, not beside the store). What is stored is `{ sealed, iv, tag, data }`, bound to
 * the run's id, agent and method (a sealed context copied onto another run does not open). A context that
 * was stored before the codec was configured is read as it is.
 *
 * ```ts
 * const runs = new Runs({ store, runtime, agents, contextCodec: sealedContext(Buffer.from(process.env.RUN_CONTEXT_KEY!, "base64")) });
 * ```
 */
export function sealedContext(key: Uint8Array): ContextCodec {
  if (!(key instanceof Uint8Array) || key.byteLength !== 32) throw new AgenticTypeError("sealedContext needs a 32-byte key (AES-256), e.g. Buffer.from(secret, \"base64\").");
  const bound = (run: ContextOwner) => Buffer.from(JSON.stringify([run.id, run.agent, run.method]));
  return {
    encode(context, run) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(bound(run));
      const data = Buffer.concat([cipher.update(JSON.stringify(context), "utf8"), cipher.final()]);
      return { sealed: SEALED, iv: iv.toString("base64"), tag: cipher.getAuthTag().toString("base64"), data: data.toString("base64") };
    },
    decode(stored, run) {
      if (stored.sealed !== SEALED) return stored;
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(String(stored.iv), "base64"));
      decipher.setAAD(bound(run));
      decipher.setAuthTag(Buffer.from(String(stored.tag), "base64"));
      const text = Buffer.concat([decipher.update(Buffer.from(String(stored.data), "base64")), decipher.final()]).toString("utf8");
      return JSON.parse(text) as RunContext;
    },
  };
}

/** The run as it is stored: its context encoded by `codec` (the run itself without a codec or a context). */
export async function encodeRunContext<R extends RunRecord>(codec: ContextCodec | undefined, run: R): Promise<R> {
  if (!codec || run.context === undefined) return run;
  const context = await codec.encode(run.context, run);
  const bad = nonJsonPath(context);
  if (bad !== undefined) throw new AgenticTypeError(`A context codec must encode to plain JSON data to be stored; ${bad} is not.`);
  return { ...run, context };
}

/** The run as its code sees it: its stored context decoded by `codec` (the run itself without either). */
export async function decodeRunContext<R extends RunRecord>(codec: ContextCodec | undefined, run: R): Promise<R> {
  if (!codec || run.context === undefined) return run;
  return { ...run, context: await codec.decode(run.context, run) };
}
