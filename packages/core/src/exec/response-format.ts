import type { Deadline } from "../runtime/deadline";
import { withDeadlineSignal } from "../runtime/deadline-signal";
import { replyHead, type DecisionAttempt } from "../errors/decision-error";
import { fail, type Result } from "../errors/result";
import { StructuredOutputError } from "../errors/structured-output-error";
import { fieldToSchema } from "../schema/field-to-schema";
import { parseStrictJson } from "../reply/strict-json";
import { validateArgs } from "../validation/validate-args";
import { replyTail } from "../decision/repick-prompt";
import { asSentence } from "../errors/sentence";
import type { Message, ResponseFormat, Usage } from "../contracts/model-request";
import type { ModelSettings } from "../contracts/model-settings";
import type { Runtime } from "../runtime/runtime";
import type { RetryInfo } from "../runtime/transport-retry";
import { addUsage } from "../runtime/usage";
import type { BudgetMeter } from "../runtime/budget-meter";

/** Compiles a `responseFormat` (schema-field syntax or `jsonSchema(...)`) into the request's format. */
export function toResponseFormat(shape: unknown): ResponseFormat {
  return { name: "response", schema: fieldToSchema(shape, "responseFormat") };
}

/** The text instruction used when the provider cannot enforce the format natively. */
export function formatInstruction(format: ResponseFormat): string {
  return `Reply with only a JSON value (no prose) that matches this JSON Schema:\n${JSON.stringify(format.schema)}`;
}

/** Reads a reply as JSON of the format: the whole reply, or the first fenced block. */
export function readFormatted(reply: string, format: ResponseFormat): Result<unknown> {
  const text = reply.trim();
  let parsed = parseStrictJson(text);
  if (!parsed.ok) {
    const open = text.indexOf("```");
    const bodyStart = open < 0 ? -1 : text.indexOf("\n", open);
    const close = bodyStart < 0 ? -1 : text.indexOf("```", bodyStart);
    if (close < 0) return parsed;
    parsed = parseStrictJson(text.slice(bodyStart + 1, close));
    if (!parsed.ok) return parsed;
  }
  const value = parsed.value;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return fail({ kind: "type_mismatch", message: "the reply must be a JSON object" });
  }
  return validateArgs(format.schema, value as Record<string, unknown>);
}

/** What {@link settleFormatted} needs to re-ask. */
export interface FormattedInput {
  readonly runtime: Runtime;
  readonly reply: string;
  readonly format: ResponseFormat;
  readonly history: readonly Message[];
  readonly maxRetries: number;
  /** The deadline of the whole operation, which re-asks share. */
  readonly deadline: Deadline;
  readonly model?: string;
  readonly system?: string;
  readonly settings?: ModelSettings;
  readonly parent?: number;
  readonly onRetry?: (info: RetryInfo) => void;
  /** The turn's budget scope (null: none anywhere); re-asks count toward it. */
  readonly budget?: BudgetMeter | null;
}

/** A settled formatted reply: the value, the usage of the re-asks, the rejected replies and the accepted one. */
export interface Formatted {
  readonly value: unknown;
  readonly usage?: Usage;
  readonly rejected: readonly DecisionAttempt[];
  readonly reply: string;
}

/** Validates a formatted reply, re-asking up to `maxRetries` times, then throws {@link StructuredOutputError}. */
export async function settleFormatted(input: FormattedInput): Promise<Formatted> {
  const attempts: DecisionAttempt[] = [];
  let reply = input.reply;
  let usage: Usage | undefined;
  for (let attempt = 0; ; attempt++) {
    const read = readFormatted(reply, input.format);
    if (read.ok) return { value: read.value, usage, rejected: attempts, reply };
    attempts.push({ reply: replyHead(reply), kind: read.problem.kind, message: read.problem.message, path: read.problem.path });
    if (attempt >= input.maxRetries) throw new StructuredOutputError(attempts);
    const response = await input.runtime.callModel(
      // The signal is read from the deadline when the provider reads it (see withDeadlineSignal).
      withDeadlineSignal(
        {
          model: input.model,
          system: input.system,
          messages: [
            ...input.history,
            { role: "assistant", content: replyTail(reply) },
            { role: "user", content: `That reply could not be used: ${asSentence(read.problem.message)}\n${formatInstruction(input.format)}` },
          ],
          tools: [],
          responseFormat: input.format,
          settings: input.settings,
        },
        input.deadline,
      ),
      { parent: input.parent, purpose: "format", onRetry: input.onRetry, signalNeverAborts: input.deadline.neverAborts, budget: input.budget },
    );
    usage = addUsage(usage, response.usage);
    reply = response.text;
  }
}
