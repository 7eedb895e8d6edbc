import { AgenticFunction } from "@agentic-ts/core";

export class Twin {
  @AgenticFunction()
  hello(): string {
    return "a";
  }
}
