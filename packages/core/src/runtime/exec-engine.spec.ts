describe("the exec engine hook", () => {
  it("makes Runtime.exec fail with a ConfigurationError that says how to get the engine when nothing installed it", async () => {
    // A module registry of its own: the runtime's file alone, without the package entry that installs the engine.
    await jest.isolateModulesAsync(async () => {
      const { Runtime } = await import("./runtime");
      const { ConfigurationError } = await import("../errors/configuration-error");
      class Silent extends Runtime {
        protected async complete(): Promise<never> {
          throw new Error("no model call is expected");
        }
      }
      const error = await new Silent().exec("hello").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConfigurationError);
      expect((error as Error).message).toContain('import Runtime (and the rest) from "@agentic-ts/core"');
    });
  });

  it("is installed by the package entry: exec runs the exec turn", async () => {
    await jest.isolateModulesAsync(async () => {
      const { ScriptedRuntime } = await import("@agentic-ts/testing");
      await expect(new ScriptedRuntime(["done"]).exec("hello")).resolves.toBe("done");
    });
  });
});
