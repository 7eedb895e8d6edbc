import "reflect-metadata";
import "./agentic.generated";
import { AgenticFunction } from "@agentic-ts/core";
import { Injectable } from "@nestjs/common";

/** A plain provider with an agentic method and no hidden DI tokens: discovered, not an agent. */
@Injectable()
export class Calculator {
  /** Add two numbers. @param a The first. @param b The second. */
  @AgenticFunction()
  add(a: number, b: number): number {
    return a + b;
  }
}
