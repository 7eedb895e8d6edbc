import path from "node:path";
import { ConformanceAgent } from "./__fixtures__/conformance-agent";
import { runConformance } from "./__fixtures__/run-conformance";
import { serveMcp } from "./serve-mcp";

// The whole active suite, about thirty scenarios, each with a client of its own.
jest.setTimeout(150_000);

describe.each([
  ["stateful", false],
  ["stateless", true],
])("the official MCP conformance suite against serveMcp (%s)", (mode, stateless) => {
  it("passes every server scenario but those a tools-only server does not offer (the expected-failures file)", async () => {
    const server = await serveMcp([new ConformanceAgent()], { transport: "http", stateless, onToolError: () => undefined });
    try {
      const expected = path.join(__dirname, `conformance-expected-failures.${mode}.yaml`);
      const report = await runConformance(server.url!, expected);
      const failures = [...report.failed].map(([scenario, why]) => `  ${scenario}: ${why}`).join("\n");
      // The suite's own summary counts expected failures as failures; this line is per scenario.
      process.stdout.write(`MCP conformance (${mode}): ${report.passed.length} passed, ${report.failed.size} failed (expected: ${[...report.failed.keys()].join(", ") || "none"})\n`);
      expect(report.passed.length + report.failed.size).toBeGreaterThan(20);
      expect(report.passed).toEqual(expect.arrayContaining(["server-initialize", "tools-list", "tools-call-simple-text", "tools-call-image", "tools-call-audio", "tools-call-embedded-resource", "tools-call-mixed-content", "tools-call-with-logging", "tools-call-with-progress", "tools-call-error", "dns-rebinding-protection"]));
      if (report.exitCode !== 0) throw new Error(`unexpected conformance results (exit ${report.exitCode}):\n${failures}\n\n${report.output.slice(-4000)}`);
    } finally {
      await server.close();
    }
  });
});
