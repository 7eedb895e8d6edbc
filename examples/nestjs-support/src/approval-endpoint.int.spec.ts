import "reflect-metadata";
import { Runtime, type RunRecord } from "@agentic-ts/core";
import type { INestApplication } from "@nestjs/common";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { createApp, listenLocally } from "./create-app";
import type { Principal } from "./principal";
import { SAMPLE_TICKETS } from "./sample-tickets";
import { TokenDirectory } from "./token-directory";

const [BROKEN_SCREEN, ANGRY_COURIER] = SAMPLE_TICKETS;
const CUSTOMER: Principal = { id: BROKEN_SCREEN.customerId, roles: ["customer"] };
const OTHER_CUSTOMER: Principal = { id: "cust-2002", roles: ["customer"] };
const SUPERVISOR: Principal = { id: "sup-7", roles: ["supervisor"] };

type Answer = { status: number; body: RunRecord & { message?: string }; headers: Headers };

describe("the NestJS support example: durable tickets and who may approve them", () => {
  let app: INestApplication;
  let url: string;
  let model: ScriptedRuntime;
  beforeEach(async () => {
    app = await createApp({}, { logger: false });
    url = await listenLocally(app, 0);
    model = app.get(Runtime) as ScriptedRuntime;
  });
  afterEach(() => app.close());

  const tokenFor = (principal: Principal): string => app.get(TokenDirectory).issue(principal);

  async function call(method: "GET" | "POST", route: string, options: { as?: Principal; token?: string; body?: object; headers?: Record<string, string> } = {}): Promise<Answer> {
    const headers: Record<string, string> = { "content-type": "application/json", ...options.headers };
    const token = options.token ?? (options.as && tokenFor(options.as));
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${url}${route}`, { method, headers, body: options.body && JSON.stringify(options.body) });
    return { status: response.status, body: (await response.json()) as Answer["body"], headers: response.headers };
  }

  // The customer's refund ticket, suspended on its supervisor approval.
  async function suspendedRefund(as: Principal = CUSTOMER): Promise<RunRecord & { pending: NonNullable<RunRecord["pending"]> }> {
    const started = await call("POST", "/durable-tickets", { as, body: { text: BROKEN_SCREEN.text } });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: "suspended", pending: { option: "refund", args: { orderId: "A-1042" }, reason: "Refunds from the durable desk need a supervisor." } });
    return started.body as RunRecord & { pending: NonNullable<RunRecord["pending"]> };
  }

  it("lets a supervisor approve the request they saw: recorded as them (a body `by` is ignored), refunded to the requesting customer", async () => {
    const before = model.requests.length;
    const run = await suspendedRefund();

    const seen = await call("GET", `/runs/${run.id}`, { as: SUPERVISOR });
    expect(seen.body.pending?.requestHash).toBe(run.pending.requestHash);
    const approved = await call("POST", `/runs/${run.id}/verdict`, {
      as: SUPERVISOR,
      body: { approved: true, requestHash: run.pending.requestHash, note: "photo checked", by: "cust-1001" },
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: "completed",
      result: { action: "refund", orderId: "A-1042", amountCents: 129_900, customerId: CUSTOMER.id },
      approvals: [{ approved: true, by: SUPERVISOR.id, note: "photo checked", requestHash: run.pending.requestHash }],
    });
    expect(model.requests.length - before).toBe(1); // the resume answered the model call from the journal

    const again = await call("POST", `/runs/${run.id}/verdict`, { as: SUPERVISOR, body: { approved: false, requestHash: run.pending.requestHash } });
    expect(again.status).toBe(409);
    expect((await call("GET", `/runs/${run.id}`, { as: CUSTOMER })).body.status).toBe("completed");
  });

  it("refuses a verdict from a customer (403), even on their own run", async () => {
    const run = await suspendedRefund();
    const own = await call("POST", `/runs/${run.id}/verdict`, { as: CUSTOMER, body: { approved: true, requestHash: run.pending.requestHash } });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe("This needs the supervisor role.");
    expect((await call("GET", `/runs/${run.id}`, { as: CUSTOMER })).body).toMatchObject({ status: "suspended", approvals: [] });
  });

  it("refuses the requester's own approval even when they are a supervisor (403); another supervisor may give it", async () => {
    const staffCustomer: Principal = { id: CUSTOMER.id, roles: ["customer", "supervisor"] };
    const run = await suspendedRefund(staffCustomer);
    const own = await call("POST", `/runs/${run.id}/verdict`, { as: staffCustomer, body: { approved: true, requestHash: run.pending.requestHash } });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe("You started this run: another supervisor must give its verdict.");
    expect((await call("GET", `/runs/${run.id}`, { as: SUPERVISOR })).body).toMatchObject({ status: "suspended", approvals: [] });

    const other = await call("POST", `/runs/${run.id}/verdict`, { as: SUPERVISOR, body: { approved: true, requestHash: run.pending.requestHash } });
    expect(other.body).toMatchObject({ status: "completed", approvals: [{ by: SUPERVISOR.id }] });
  });

  it("shows a run to its customer and to supervisors; anyone else gets the 404 of a missing run", async () => {
    const run = await suspendedRefund();
    expect((await call("GET", `/runs/${run.id}`, { as: CUSTOMER })).status).toBe(200);
    expect((await call("GET", `/runs/${run.id}`, { as: SUPERVISOR })).status).toBe(200);

    const someoneElse = await call("GET", `/runs/${run.id}`, { as: OTHER_CUSTOMER });
    const missing = await call("GET", "/runs/no-such-run", { as: OTHER_CUSTOMER });
    expect([someoneElse.status, missing.status]).toEqual([404, 404]);
    expect(someoneElse.body.message).toBe(`No run ${run.id}.`);
    expect(Object.keys(someoneElse.body).sort()).toEqual(Object.keys(missing.body).sort());
    expect(JSON.stringify(someoneElse.body)).not.toContain("A-1042");
  });

  it("refuses a verdict on another request than the pending one (409) and runs nothing", async () => {
    const run = await suspendedRefund();
    const before = model.requests.length;
    const stale = await call("POST", `/runs/${run.id}/verdict`, { as: SUPERVISOR, body: { approved: true, requestHash: "0".repeat(64) } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain("the request changed since it was shown");
    expect(model.requests.length).toBe(before);
    expect((await call("GET", `/runs/${run.id}`, { as: SUPERVISOR })).body).toMatchObject({ status: "suspended", approvals: [], executions: 1 });

    // A verdict must name its request at all.
    expect((await call("POST", `/runs/${run.id}/verdict`, { as: SUPERVISOR, body: { approved: true } })).status).toBe(400);
    // Nothing was refunded: the right verdict still refunds the order (not "already refunded").
    const approved = await call("POST", `/runs/${run.id}/verdict`, { as: SUPERVISOR, body: { approved: true, requestHash: run.pending.requestHash } });
    expect(approved.body).toMatchObject({ status: "completed", result: { action: "refund", orderId: "A-1042" } });
  });

  it("answers 401 without a known bearer token, whatever identity headers the request carries, before any model call", async () => {
    const run = await suspendedRefund();
    const before = model.requests.length;
    const spoofed = { headers: { "x-customer-id": CUSTOMER.id } };
    const attempts = [
      await call("POST", "/tickets", { ...spoofed, body: { text: BROKEN_SCREEN.text } }),
      await call("POST", "/durable-tickets", { ...spoofed, body: { text: BROKEN_SCREEN.text } }),
      await call("GET", `/runs/${run.id}`, spoofed),
      await call("POST", `/runs/${run.id}/verdict`, { token: "not-a-token", body: { approved: true, by: "sup-7", requestHash: run.pending.requestHash } }),
    ];
    expect(attempts.map((a) => a.status)).toEqual([401, 401, 401, 401]);
    expect(attempts.map((a) => a.headers.get("www-authenticate"))).toEqual(Array(4).fill('Bearer realm="support-desk"'));
    expect(model.requests.length).toBe(before);
    expect((await call("GET", `/runs/${run.id}`, { as: SUPERVISOR })).body).toMatchObject({ status: "suspended", approvals: [] });
  });

  it("completes at once when the model picks no gated option", async () => {
    const run = await call("POST", "/durable-tickets", { as: CUSTOMER, body: { text: ANGRY_COURIER.text } });
    expect(run.body).toMatchObject({ status: "completed", result: { action: "escalate", priority: "urgent" } });
  });
});
