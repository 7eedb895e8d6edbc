/** The port `npm run http` listens on when `PORT` does not name one. */
export const DEFAULT_DESK_PORT = 3001;

/** The desk's MCP endpoint on 127.0.0.1 at `port` (the path `serveMcp` serves by default). */
export function deskUrl(port: number = DEFAULT_DESK_PORT): string {
  return `http://127.0.0.1:${port}/mcp`;
}
