import { createServer } from "node:net";

/**
 * Asks the OS for a free TCP port on `host` (binds port 0, reads the port, closes). Another process may
 * take it before it is used; callers that start a server on it retry with a new port when that happens.
 */
export function freePort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
