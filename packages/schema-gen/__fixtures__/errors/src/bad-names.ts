import { AgenticFunction, agenticFunction } from "@agentic-ts/core";

export class BadNames {
  @AgenticFunction()
  rename($id: string, constructor: string): void {
    void [$id, constructor];
  }

  @AgenticFunction()
  toString(): string {
    return "BadNames";
  }
}

export const hidden = agenticFunction((text: string) => text, { name: "two words" });

agenticFunction((text: string) => text);
