import "reflect-metadata";
import { ConfigurationError } from "../errors/configuration-error";
import { getParamMetadata } from "../metadata/metadata-reader";
import { ContextParam } from "./context-param.decorator";

describe("@ContextParam", () => {
  it("records a string key, a class or a symbol as the parameter's token", () => {
    class Repo {}
    const TOKEN = Symbol("token");
    class Service {
      m(@ContextParam("user") _a: string, @ContextParam(Repo) _b: Repo, @ContextParam(TOKEN) _c: string): void {}
    }
    expect(getParamMetadata(Service.prototype, "m").map((r) => r.source === "context" && r.key)).toEqual(["user", Repo, TOKEN]);
  });

  it("refuses an undefined token (a circular import) instead of falling back to the parameter's name", () => {
    const Missing = undefined as unknown as string;
    expect(() => ContextParam(Missing)).toThrow(ConfigurationError);
    expect(() => ContextParam(Missing)).toThrow(/circular import/);
    expect(() => ContextParam()).not.toThrow();
  });

  it("refuses tokens that are neither a string, a symbol nor a class", () => {
    expect(() => ContextParam(42 as never)).toThrow(/not number/);
  });
});
