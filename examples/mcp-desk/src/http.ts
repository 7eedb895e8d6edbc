// `npm run http`: the ticket desk over Streamable HTTP on 127.0.0.1 (PORT, default 3001).
import "reflect-metadata";
import { DEMO_TOKENS } from "./desk-customers";
import { DEFAULT_DESK_PORT } from "./desk-address";
import { serveDesk } from "./desk-server";

const port = process.env.PORT?.trim() ? Number(process.env.PORT) : DEFAULT_DESK_PORT;

serveDesk({ transport: "http", port }).then(
  (desk) => {
    console.log(`Ticket desk MCP server: ${desk.url}`);
    console.log(`handleTicket's model: ${desk.model}`);
    console.log(`Durable runs of refunds waiting for approval: ${desk.db}`);
    console.log(`Sign in with a header: ${Object.entries(DEMO_TOKENS).map(([token, customer]) => `"Authorization: Bearer ${token}" (${customer})`).join(" or ")}`);
    const stop = () => void desk.close();
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  },
  (error: unknown) => {
    console.error("ticket desk: could not start:", error);
    process.exitCode = 1;
  },
);
