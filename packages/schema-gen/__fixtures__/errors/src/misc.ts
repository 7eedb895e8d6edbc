import { AgenticFunction, agenticFunction } from "@agentic-ts/core";

function makeHandler(): (text: string) => string {
  return (text) => text;
}

export const opaque = agenticFunction(makeHandler());
export const described = agenticFunction(makeHandler(), { name: "described", params: { text: String } });

export class Misc {
  @AgenticFunction()
  unpack({ a, b }: { a: string; b: string }): void {
    void [a, b];
  }
}
