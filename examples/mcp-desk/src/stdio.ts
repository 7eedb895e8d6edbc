#!/usr/bin/env node
// `npm run stdio` / `agentic-mcp-desk`: the ticket desk over stdio, as Claude Desktop or VS Code start it.
// Stdout carries JSON-RPC only; everything this process says goes to stderr (the client's log).
import "reflect-metadata";
import { serveDesk } from "./desk-server";

serveDesk({ transport: "stdio" }).then(
  (desk) => {
    console.error(`ticket desk: serving over stdio; handleTicket's model: ${desk.model}; runs in ${desk.db}`);
    // The client closed our stdin: it is done with this server.
    process.stdin.once("end", () => void desk.close());
  },
  (error: unknown) => {
    console.error("ticket desk: could not start:", error);
    process.exitCode = 1;
  },
);
