// A module for the require-hook test: a relative .ts import, a type annotation and a decorator.
import { shout } from "./shout";

const seen: string[] = [];

function record(_target: object, property: string): void {
  seen.push(property);
}

class Greeter {
  @record
  greet(name: string): string {
    return shout(`hello ${name}`);
  }
}

export const greeting: string = new Greeter().greet("ada");
export const decorated: readonly string[] = seen;
export const paramTypes: unknown = Reflect.getMetadata?.("design:paramtypes", Greeter.prototype, "greet");
