import "reflect-metadata";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:http2";
import { tmpdir } from "node:os";
import path from "node:path";
import { Agent, AgenticFunction, ConfigurationError, LlmParam } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { identityKeyPair } from "../__fixtures__/identity-key";
import { RestateRuns } from "../client/restate-runs";
import { DeploymentRegistrationError } from "../server/deployment-registration-error";
import { registerDeployment } from "../server/register-deployment";
import { RestateServer } from "../server/restate-server";
import { agentService } from "../service/agent-service";
import { serveAgents, type ServingWorker } from "./serve-agents";

// Request identity: a worker served with identityKeys answers only what the Restate server signed.
jest.setTimeout(60_000);

class Greeter extends Agent {
  static calls = 0;

  @AgenticFunction({ description: "Greet someone." })
  hello(@LlmParam({ name: "name" }) name: string) {
    Greeter.calls++;
    return `Hello, ${name}.`;
  }
}

let dir: string;
let server: RestateServer;
let key: { pemFile: string; publicKey: string };
const workers: ServingWorker[] = [];

/** Serves the greeter with the given identity keys. */
async function worker(identityKeys?: string[]): Promise<ServingWorker> {
  const served = await serveAgents({ services: [agentService(Greeter, { runtime: new ScriptedRuntime([]), methods: ["hello"] })], identityKeys, logger: () => undefined });
  workers.push(served);
  return served;
}

/** A request straight to a worker, as anyone on its network could send it (no Restate signature). */
function unsigned(url: string, requestPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const session = connect(url);
    session.on("error", reject);
    const request = session.request({ ":method": requestPath === "/discover" ? "GET" : "POST", ":path": requestPath, accept: "application/vnd.restate.endpointmanifest.v3+json" });
    request.on("response", (headers) => {
      resolve(Number(headers[":status"]));
      session.destroy();
    });
    request.on("error", reject);
    request.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "agentic-identity-"));
  key = identityKeyPair(dir);
  server = await RestateServer.start({ env: { RESTATE_WORKER__INVOKER__REQUEST_IDENTITY_PRIVATE_KEY_PEM_FILE: key.pemFile } });
}, 60_000);

afterAll(async () => {
  for (const w of workers) await w.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
}, 30_000);

it("derives the public key the server itself reports for its private key", () => {
  expect(server.logTail(200_000)).toContain(`kid: "${key.publicKey}"`);
});

it("refuses unsigned requests (401) on a worker served with identityKeys, and serves the signing server end to end", async () => {
  const guarded = await worker([key.publicKey]);
  await expect(unsigned(guarded.url, "/discover")).resolves.toBe(401);
  await expect(unsigned(guarded.url, "/invoke/Greeter/hello")).resolves.toBe(401);
  expect(Greeter.calls).toBe(0);

  await registerDeployment(server.adminUrl, guarded.url);
  const runs = new RestateRuns({ ingressUrl: server.ingressUrl });
  const { runId } = await runs.start("Greeter", "hello", { args: ["Ada"] });
  await expect(runs.result(runId)).resolves.toBe("Hello, Ada.");
  expect(Greeter.calls).toBe(1);
});

it("refuses a server whose signature is made with another key", async () => {
  const other = identityKeyPair(dir, "other.pem");
  const guarded = await worker([other.publicKey]);
  await expect(registerDeployment(server.adminUrl, guarded.url)).rejects.toBeInstanceOf(DeploymentRegistrationError);
});

it("answers unsigned requests on a worker served without identityKeys (keep such a worker on a private network)", async () => {
  const open = await worker();
  await expect(unsigned(open.url, "/discover")).resolves.toBe(200);
});

it("fails at start, naming the expected form, for a key that is not a Restate public key", async () => {
  await expect(worker(["ssh-ed25519 AAAA"])).rejects.toThrow(ConfigurationError);
  await expect(worker(["ssh-ed25519 AAAA"])).rejects.toThrow("publickeyv1_");
  await expect(worker([])).rejects.toThrow("`identityKeys` is empty");
});
