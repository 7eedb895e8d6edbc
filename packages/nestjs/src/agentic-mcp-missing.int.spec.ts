import "reflect-metadata";
import { ConfigurationError } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { Test } from "@nestjs/testing";
import { OrderBook } from "./__fixtures__/order-book";
import { SingletonDesk } from "./__fixtures__/singleton-desk";
import { AgenticModule } from "./index";

// As in an application that never installed the optional peer.
jest.mock("@agentic-ts/mcp", () => {
  throw Object.assign(new Error("Cannot find module '@agentic-ts/mcp' from 'packages/nestjs/src/load-mcp.ts'"), { code: "MODULE_NOT_FOUND" });
});

describe("AgenticModule's mcp option without @agentic-ts/mcp installed", () => {
  const compile = (mcp?: { path: string }) =>
    Test.createTestingModule({ imports: [AgenticModule.forRoot({ runtime: new ScriptedRuntime([]), ...(mcp ? { mcp } : {}) })], providers: [SingletonDesk, OrderBook] }).compile();

  it("fails while the application is built, with a ConfigurationError naming the install line", async () => {
    const failure = compile({ path: "/mcp" });
    await expect(failure).rejects.toThrow(ConfigurationError);
    await expect(failure).rejects.toThrow("AgenticModule's mcp option serves the agents through @agentic-ts/mcp, which is not installed. Install it: npm i @agentic-ts/mcp");
  });

  it("is never loaded when the option is not used", async () => {
    const app = await compile();
    await app.init();
    await app.close();
  });
});
