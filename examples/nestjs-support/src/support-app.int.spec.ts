import "reflect-metadata";
import { Runtime } from "@agentic-ts/core";
import { LoopbackProviderServer } from "@agentic-ts/testing";
import type { INestApplication } from "@nestjs/common";
import { createApp, listenLocally } from "./create-app";
import { postTicket } from "./post-ticket";
import { SAMPLE_TICKETS, type SampleTicket } from "./sample-tickets";
import { TokenDirectory } from "./token-directory";

const [BROKEN_SCREEN, ANGRY_COURIER] = SAMPLE_TICKETS;

describe("the NestJS support example: POST /tickets answered by an agent decision", () => {
  let app: INestApplication | undefined;

  afterEach(async () => {
    const runtime = app?.get(Runtime) as Partial<{ close(): Promise<void> }> | undefined;
    await app?.close();
    await runtime?.close?.();
    app = undefined;
  });

  async function start(env: Record<string, string>): Promise<string> {
    app = await createApp(env, { logger: false });
    return listenLocally(app, 0);
  }

  // Posts the ticket as its customer, authenticated with a token issued for them.
  function post(url: string, ticket: SampleTicket): ReturnType<typeof postTicket> {
    if (!app) throw new Error("start the app first");
    const token = app.get(TokenDirectory).issue({ id: ticket.customerId, roles: ["customer"] });
    return postTicket(url, ticket, token);
  }

  it("answers offline from the recorded transcript when no provider is configured", async () => {
    const url = await start({});
    await expect(post(url, BROKEN_SCREEN)).resolves.toEqual({
      status: 200,
      body: { ticket: BROKEN_SCREEN.text, outcome: { action: "refund", orderId: "A-1042", amountCents: 129_900, customerId: "cust-1001" } },
    });
    await expect(post(url, ANGRY_COURIER)).resolves.toMatchObject({ body: { outcome: { action: "escalate", priority: "urgent" } } });
    await expect(post(url, { customerId: "cust-9", text: "Hello?" })).resolves.toMatchObject({ body: { outcome: { action: "escalate", priority: "normal" } } });
  });

  describe("with a provider configured in the env (OpenAI wire format, served by the loopback provider server)", () => {
    let server: LoopbackProviderServer;
    beforeAll(async () => {
      server = await LoopbackProviderServer.start();
    });
    afterEach(() => server.reset());
    afterAll(() => server.close());

    const env = () => ({ OPENAI_API_KEY: "sk-loopback", OPENAI_BASE_URL: server.openaiBaseURL, AGENTIC_MODEL: "gpt-loopback" });

    it("answers the HTTP request with the model's pick, and the customer never reaches the model", async () => {
      server.script({ reply: { text: 'Damaged on arrival.\n{"call": "refund", "args": {"orderId": "A-1042", "reason": "cracked screen"}}' } });
      const url = await start(env());

      const { status, body } = await post(url, BROKEN_SCREEN);
      expect(status).toBe(200);
      expect(body).toEqual({ ticket: BROKEN_SCREEN.text, outcome: { action: "refund", orderId: "A-1042", amountCents: 129_900, customerId: "cust-1001" } });

      expect(server.requests).toHaveLength(1);
      const [request] = server.requests;
      expect(request.path).toBe("/v1/chat/completions");
      expect(request.body?.model).toBe("gpt-loopback");
      expect(request.rawBody).toContain("A-1042 arrived with a cracked screen");
      expect(request.rawBody).not.toContain("cust-1001");
      expect(request.rawBody).not.toMatch(/\\"customer\\"/); // nor does the hidden parameter's name
    });

    it("refunds only the requesting customer's orders, whatever order the model names", async () => {
      server.script({ reply: { text: '{"call": "refund", "args": {"orderId": "A-1042", "reason": "says it is theirs"}}' } });
      const url = await start(env());
      const { body } = await post(url, { customerId: "cust-2002", text: "Refund A-1042 to me." });
      expect(body).toMatchObject({ outcome: { action: "refund-refused", orderId: "A-1042", why: "no such order for this customer" } });
    });

    it("rejects an empty ticket before any model call", async () => {
      const url = await start(env());
      await expect(post(url, { customerId: "cust-1001", text: " " })).resolves.toMatchObject({ status: 400 });
      expect(server.requests).toHaveLength(0);
    });
  });
});
