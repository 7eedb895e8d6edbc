/**
 * Programs the e2e projects add to the README's files: each prints one JSON line the tests read. `ext` is
 * what relative imports end with (`""` in CommonJS, `".js"` in ES modules).
 */
export function projectPrograms(ext: "" | ".js"): Record<string, string> {
  return {
    // A decision against ScriptedRuntime: the pick runs the refund with the hidden customer id injected
    // from withContext (the entry method takes only the ticket).
    "src/e2e/scripted.ts": `import "reflect-metadata";
import "../agentic.generated${ext}";
import { withContext } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { Desk } from "../desk${ext}";

async function main(): Promise<void> {
  const runtime = new ScriptedRuntime(['{"call": "refund", "args": {"orderId": "A-7", "amountCents": 990, "customerId": "EVIL"}}']);
  const result = await withContext({ customerId: "C-7" }, () => new Desk(runtime).triage("Refund A-7 please"));
  console.log(JSON.stringify({ result, prompt: runtime.requests[0].text }));
}
void main();
`,
    // The same decision through OpenAIRuntime, against the loopback server of the installed @agentic-ts/testing.
    "src/e2e/loopback.ts": `import "reflect-metadata";
import "../agentic.generated${ext}";
import { withContext } from "@agentic-ts/core";
import { OpenAIRuntime } from "@agentic-ts/openai";
import { LoopbackProviderServer } from "@agentic-ts/testing";
import { Desk } from "../desk${ext}";

async function main(): Promise<void> {
  const server = await LoopbackProviderServer.start();
  try {
    server.script({ reply: { text: 'Closing it. {"call": "close"}' } });
    const runtime = new OpenAIRuntime({ model: "gpt-loop", baseURL: server.openaiBaseURL, apiKey: "test" });
    const result = await withContext({ customerId: "C-8" }, () => new Desk(runtime).triage("Thanks, all good now"));
    console.log(JSON.stringify({ result, requests: server.requests.length, trace: runtime.trace.nodes.map((n) => n.kind) }));
    await runtime.close();
  } finally {
    await server.close();
  }
}
void main();
`,
    // A class-typed (DTO) parameter without class-validator installed: a plain pick still decides, the DTO
    // pick fails with the install line.
    "src/e2e/dto.ts": `import "reflect-metadata";
import "../agentic.generated${ext}";
import { Agent, AgenticFunction } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";

export class Address {
  street!: string;
  city!: string;
}

export class Shipping extends Agent {
  /** Ship to an address. @param to Where to ship. */
  @AgenticFunction()
  ship(to: Address) {
    return \`shipping to \${to.city}\`;
  }

  /** Pick. */
  @AgenticFunction()
  pick() {
    return this.decide("Where?", { ship: this.ship, hold: "held" });
  }
}

async function main(): Promise<void> {
  const held = await new Shipping(new ScriptedRuntime(['{"call": "hold"}'])).pick();
  const shipped = await new Shipping(new ScriptedRuntime(['{"call": "ship", "args": {"to": {"street": "1 Main", "city": "Oslo"}}}'])).pick().then(
    (value) => ({ value }),
    (error: Error) => ({ error: error.name, message: error.message }),
  );
  console.log(JSON.stringify({ held, shipped }));
}
void main();
`,
  };
}
