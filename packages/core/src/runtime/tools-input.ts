import type { AnyFunction } from "../contracts/any-function";

/** Tools as `exec` accepts them: a list of agentic functions, or a dict of them by tool name. */
export type ToolsInput = readonly AnyFunction[] | Readonly<Record<string, AnyFunction>>;
