import { AgenticFunction } from "@agentic-ts/core";

export class RestParam {
  @AgenticFunction()
  tag(...labels: string[]): void {
    void labels;
  }
}
