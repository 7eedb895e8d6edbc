import { AgenticFunction } from "@agentic-ts/core";

export class Callbacks {
  @AgenticFunction()
  run(task: () => void, onDone?: (ok: boolean) => void): void {
    void [task, onDone];
  }
}
