import type { Runtime } from "@agentic-ts/core";

/** Token counts a scripted answer reports. */
export interface SuiteUsage {
  readonly inputTokens: number;
  readonly outputTokens: number;
}

/** One tool call of a scripted answer; `args` as a string is sent as it is (a malformed call). */
export interface SuiteToolCall {
  readonly id: string;
  readonly name: string;
  readonly args: object | string;
}

/**
 * What a backend does with one model call, the same script for every backend: answer, fail with an HTTP
 * status, or hang until the call is aborted.
 */
export type SuiteStep =
  | { readonly kind: "reply"; readonly text?: string; readonly toolCalls?: readonly SuiteToolCall[]; readonly usage: SuiteUsage }
  | { readonly kind: "status"; readonly status: number; readonly message: string; readonly retryAfter?: string }
  | { readonly kind: "hang" };

/** A model call as the suite checks it, read from what the backend received, whatever its wire. */
export interface SuiteRequest {
  /** The names of the tools offered. */
  readonly tools: readonly string[];
  /** Whether a tool call was required (any tool, or one named). */
  readonly forcedTool: boolean;
  /** Whether a JSON response format with a schema was sent. */
  readonly jsonFormat: boolean;
  /** The text of every system, user and assistant message, in order. */
  readonly texts: readonly string[];
  /** The content of every tool result, in order. */
  readonly toolResults: readonly string[];
}

/** One test's runtime over a backend answering from a script, and what it received. */
export interface SuiteSession {
  readonly runtime: Runtime;
  /** The calls received so far. */
  requests(): SuiteRequest[];
  /** Resolves once `count` calls have arrived. */
  arrived(count: number): Promise<void>;
}

/**
 * A backend the decision suite runs against: it turns one script into a runtime whose model answers
 * from it (the loopback server for a native runtime, a scripted AI SDK model for the adapter).
 */
export interface SuiteBackend {
  readonly name: string;
  setup?(): Promise<void>;
  teardown?(): Promise<void>;
  session(script: readonly SuiteStep[]): SuiteSession;
  /** Called after each test. */
  endSession?(): Promise<void>;
}

/** A reply step. */
export function reply(text: string, usage: SuiteUsage = { inputTokens: 10, outputTokens: 5 }): SuiteStep {
  return { kind: "reply", text, usage };
}

/** A reply step that calls tools. */
export function calls(toolCalls: readonly SuiteToolCall[], usage: SuiteUsage = { inputTokens: 10, outputTokens: 5 }): SuiteStep {
  return { kind: "reply", toolCalls, usage };
}

/** Resolves once `count` calls are recorded: a waiter per session, woken by each call. */
export class Arrivals {
  private count = 0;
  private waiters: Array<{ count: number; resolve: () => void }> = [];

  /** Records one call and wakes the waiters it satisfies. */
  record(): void {
    this.count++;
    this.waiters = this.waiters.filter((w) => (w.count <= this.count ? (w.resolve(), false) : true));
  }

  /** Resolves once `count` calls are recorded. */
  arrived(count: number): Promise<void> {
    if (this.count >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }
}
