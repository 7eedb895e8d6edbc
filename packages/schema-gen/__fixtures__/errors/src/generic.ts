import { AgenticFunction } from "@agentic-ts/core";

export class Box<T> {
  @AgenticFunction()
  put(item: T): void {
    void item;
  }

  @AgenticFunction()
  wrap<U>(items: U[]): void {
    void items;
  }
}
