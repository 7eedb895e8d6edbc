import { AgenticFunction, ContextParam, LlmParam } from "@agentic-ts/core";

export class TwoKinds {
  @AgenticFunction()
  greet(@ContextParam() @LlmParam() user: string): void {
    void user;
  }
}
