import { AgenticFunction } from "@agentic-ts/core";

export class Overloaded {
  pick(value: string): string;
  pick(value: number): number;
  @AgenticFunction()
  pick(value: string | number): string | number {
    return value;
  }
}
