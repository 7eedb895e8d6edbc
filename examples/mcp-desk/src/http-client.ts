// `npm run http:client [url]`: a client of the desk's HTTP server (start it with `npm run http`), signed
// in as Dana with a bearer token: lists the tools, looks her up, and asks for a refund that needs a person.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { deskUrl } from "./desk-address";

/** What {@link tryDesk} saw: the tool names, and each call's result as MCP sent it. */
export interface DeskVisit {
  readonly tools: string[];
  readonly results: Record<string, CallToolResult>;
}

/** Connects to the desk at `url` with `Authorization: Bearer <token>`, lists its tools and calls three of them. */
export async function tryDesk(url: string, token: string, print: (text: string) => void = () => undefined): Promise<DeskVisit> {
  const client = new Client({ name: "mcp-desk-http-client", version: "0.1.0" });
  const headers = { Authorization: `Bearer ${token}` };
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  try {
    const { tools } = await client.listTools();
    print(`Tools: ${tools.map((t) => t.name).join(", ")}`);
    const results: Record<string, CallToolResult> = {};
    const calls = {
      lookupCustomer: {},
      lookupOrder: { orderId: "A-1001" },
      // $129: over the $100 a refund may be without a person's approval.
      issueRefund: { orderId: "A-1001", amountCents: 12900, reason: "The ear cup arrived cracked." },
    };
    for (const [name, args] of Object.entries(calls)) {
      const result = (results[name] = (await client.callTool({ name, arguments: args })) as CallToolResult);
      const text = result.content.map((part) => (part.type === "text" ? part.text : `[${part.type}]`)).join("\n");
      print(`${name}(${JSON.stringify(args)}) → ${result.isError ? "error: " : ""}${text}`);
    }
    return { tools: tools.map((t) => t.name), results };
  } finally {
    await client.close();
  }
}

if (require.main === module) {
  tryDesk(process.argv[2] ?? deskUrl(), "dana-demo-token", (text) => console.log(text)).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
