import { clearGeneratedSpecs, decision, DecisionError } from "@agentic-ts/core";
import { ScriptedRuntime } from "@agentic-ts/testing";
import { loadFeatures, type LoadedFeatures } from "../__fixtures__/load-features";

// __fixtures__/features/src/account.ts: AccountDto has data properties beside a getter, a getter/setter
// pair and a write-only setter. Accessors are behaviour, not data: the model never sees, needs or sets them.
let features: LoadedFeatures;

beforeAll(() => {
  features = loadFeatures();
});

beforeEach(() => {
  features.account.setterWrites.length = 0;
});

afterAll(() => clearGeneratedSpecs());

const reply = (account: string): string => `{"call": "open", "args": {"account": ${account}}}`;

it("generates the DTO's schema from its data properties only: no getter, setter or write-only setter", () => {
  const [account] = features.specs.methods["Accounts.open"]!.params;
  expect(account).toMatchObject({ name: "account", kind: "llm", dtoClass: "AccountDto" });
  expect(account.schema).toEqual({
    type: "object",
    description: "The account to open.",
    properties: {
      holder: { type: "string", description: "The holder's name." },
      plan: { type: "string", enum: ["free", "pro"] },
    },
    required: ["holder"],
    additionalProperties: false,
  });
});

it("leaves accessors out of a mapped type over the DTO too", () => {
  const [changes] = features.specs.methods["Accounts.amend"]!.params;
  expect(changes.schema).toEqual({
    type: "object",
    description: "The fields to change.",
    properties: {
      holder: { type: "string", description: "The holder's name." },
      plan: { type: "string", enum: ["free", "pro"] },
    },
    additionalProperties: false,
  });
});

it("opens the account without the write-only setter's field: it is not required", async () => {
  const runtime = new ScriptedRuntime([reply('{"holder": "Ada"}')]);
  const opened = await decision.make("Open it.", { open: new features.account.Accounts().open }, { runtime, maxRetries: 0 });
  expect(opened).toBeInstanceOf(features.account.AccountDto);
  expect(opened.holder).toBe("Ada");
  expect(opened.greeting).toBe("Hello, Ada");
  expect(runtime.requests[0].text).not.toMatch(/secret|nickname|greeting/);
});

it("never calls a setter with model data through a full decision", async () => {
  const hostile = '{"holder": "Ada", "plan": "pro", "secret": "leaked", "nickname": "evil", "greeting": "forged"}';
  const runtime = new ScriptedRuntime([reply(hostile)]);
  const opened = await decision.make("Open it.", { open: new features.account.Accounts().open }, { runtime, maxRetries: 0 });
  expect(opened).toBeInstanceOf(features.account.AccountDto);
  expect(features.account.setterWrites).toEqual([]);
  expect(opened.nickname).toBe("none");
  expect(opened.greeting).toBe("Hello, Ada");
  expect({ ...opened }).toEqual({ holder: "Ada", plan: "pro", nick: "none" });
});

it("still validates the data properties", async () => {
  const runtime = new ScriptedRuntime([reply('{"secret": "leaked"}')]);
  const error = await decision.make("Open it.", { open: new features.account.Accounts().open }, { runtime, maxRetries: 0 }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DecisionError);
  expect((error as DecisionError).kind).toBe("missing_required");
  expect(features.account.setterWrites).toEqual([]);
});
