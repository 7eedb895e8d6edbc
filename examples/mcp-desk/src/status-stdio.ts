#!/usr/bin/env node
// `npm run status`: the status page's MCP server over stdio, as the triage agent (or any MCP client) starts it.
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { createStatusServer } from "./status-server";

createStatusServer()
  .server.connect(new StdioServerTransport())
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
