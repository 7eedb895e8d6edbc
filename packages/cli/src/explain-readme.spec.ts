import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runAgentic } from "../__fixtures__/capture-io";

// `agentic explain` on the layout README.md's "Use it in your project" shows: agentic.config.json at the
// project root, the class in src/desk.ts (which does not import the generated module), the entry point
// src/main.ts (which does). The files are the README's own blocks, so this test follows the README.
const README = readFileSync(path.join(__dirname, "../../../README.md"), "utf8");

/** The `file=` blocks of a README section for a CommonJS project (the unmarked ones and `variant=cjs`). */
function sectionFiles(section: string): Record<string, string> {
  const start = README.indexOf(`\n## ${section}\n`);
  const end = README.indexOf("\n## ", start + 1);
  const body = README.slice(start, end < 0 ? undefined : end);
  const files: Record<string, string> = {};
  for (const match of body.matchAll(/^```\w+([^\n]*)\n([\s\S]*?)^```$/gm)) {
    const attrs = new Map([...match[1].matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1], m[2]]));
    const file = attrs.get("file");
    const variant = attrs.get("variant");
    if (file && (variant === undefined || variant === "cjs")) files[file] = match[2];
  }
  return files;
}

let dir: string;
beforeAll(async () => {
  // Inside the repo, so "@agentic-ts/core" resolves from its node_modules as in an installed project.
  dir = mkdtempSync(path.join(__dirname, "../__fixtures__/tmp-readme-"));
  const files = sectionFiles("Use it in your project");
  expect(Object.keys(files)).toEqual(expect.arrayContaining(["tsconfig.json", "agentic.config.json", "src/desk.ts", "src/main.ts"]));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  // Only the desk and its entry point: the tsyringe and NestJS blocks need packages this test does not load.
  for (const file of Object.keys(files)) if (file.startsWith("src/") && file !== "src/desk.ts" && file !== "src/main.ts") rmSync(path.join(dir, file));
  const gen = await runAgentic(dir, ["gen", "--quiet"]);
  expect(gen).toMatchObject({ code: 0, err: "" });
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("loads the generated module agentic.config.json names before the class's file, which does not import it", async () => {
  expect(readFileSync(path.join(dir, "src/desk.ts"), "utf8")).not.toContain("agentic.generated");
  const { code, out, err } = await runAgentic(dir, ["explain", "src/desk.ts", "Desk.triage", "--json"]);
  expect(err).toBe("");
  expect(code).toBe(0);
  const explained = JSON.parse(out) as { purpose: string; options: { name: string; kind: string; argsSchema: { properties: Record<string, unknown> } }[] };
  expect(explained.purpose).toBe("decision");
  expect(explained.options.map((o) => `${o.name}:${o.kind}`)).toEqual(["refund:function", "close:value"]);
  // The names and descriptions come from the generated spec; the hidden customerId is not on the menu.
  expect(Object.keys(explained.options[0].argsSchema.properties)).toEqual(["orderId", "amountCents"]);
});

it("passes --context as withContext would: the options' @ContextParam values are there (a placeholder without it)", async () => {
  const given = await runAgentic(dir, ["explain", "src/desk.ts", "Desk.triage", "--context", '{"customerId": "C-9"}', "--json"]);
  expect(given.code).toBe(0);
  expect((JSON.parse(given.out) as { context: Record<string, unknown> }).context).toEqual({ customerId: "C-9" });
  const placeholder = await runAgentic(dir, ["explain", "src/desk.ts", "Desk.triage", "--json"]);
  expect((JSON.parse(placeholder.out) as { context: Record<string, unknown> }).context).toEqual({ customerId: "<customerId>" });
});

it("says when a generated module agentic.config.json names does not exist yet", async () => {
  const generated = path.join(dir, "src/agentic.generated.ts");
  const text = readFileSync(generated, "utf8");
  rmSync(generated);
  try {
    // (The classes stay loaded from the tests above, in this process; the note is what matters here.)
    const { err } = await runAgentic(dir, ["explain", "src/desk.ts", "Desk.triage"]);
    expect(err).toContain("agentic explain: src/agentic.generated.ts (named in agentic.config.json) does not exist yet; run `agentic gen`.");
  } finally {
    writeFileSync(generated, text);
  }
});
