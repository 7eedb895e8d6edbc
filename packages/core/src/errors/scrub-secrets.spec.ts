import { REDACTED, scrubSecrets } from "./scrub-secrets";

describe("scrubSecrets", () => {
  it.each([
    ["Incorrect API key provided: sk-proj-AbCdEf1234567890xyz. You can find your API key at …", "sk-proj-AbCdEf1234567890xyz"],
    ["Incorrect API key provided: sk-proj-********************************abcd.", "sk-proj-****"],
    ["invalid x-api-key: sk-ant-api03-Zz9_Yy8-Xx7Ww6Vv5", "sk-ant-api03"],
    ["API key not valid: AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUv", "AIzaSyA1b2"],
    ["groq said gsk_abcdefghijklmnopqrstuvwx is revoked", "gsk_abcdefgh"],
    ["request had Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.payload.sig", "eyJhbGciOiJIUzI1NiJ9"],
    ['{"api_key": "0123456789abcdef0123"}', "0123456789abcdef0123"],
    ["https://host/v1?key=abc&api-key=supersecretvalue", "supersecretvalue"],
    ["AWS key AKIAABCDEFGHIJKLMNOP denied", "AKIAABCDEFGHIJKLMNOP"],
    ["login failed: password=hunter2hunter2", "hunter2hunter2"],
  ])("redacts the credential in %j", (text, secret) => {
    const scrubbed = scrubSecrets(text);
    expect(scrubbed).not.toContain(secret);
    expect(scrubbed).toContain(REDACTED);
  });

  it("keeps text without credentials as it is", () => {
    for (const text of ["Incorrect API key provided: [redacted].", "The password policy requires 12 characters.", "The model gpt-6-luna does not exist.", "Set OPENAI_API_KEY or pass apiKey.", "Rate limit reached; retry after 2 s.", "task-force skip"]) {
      expect(scrubSecrets(text)).toBe(text);
    }
  });

  it("finishes on long hostile input (each pattern is one class under one quantifier, no backtracking blow-up)", () => {
    const hostile = `${"Bearer ".repeat(20_000)}${"api_key=".repeat(20_000)}${"sk-".repeat(20_000)}${"a".repeat(100_000)}`;
    const scrubbed = scrubSecrets(hostile);
    expect(scrubbed.endsWith("a".repeat(1000))).toBe(false); // the run of "sk-…a" is one redacted key
    expect(scrubbed).toContain(REDACTED);
  });
});
