import { existsSync } from "node:fs";
import path from "node:path";
import { LoopbackProcess } from "./support/loopback-process";
import { packedPackages } from "./support/packed-packages";
import { projectPrograms } from "./support/project-programs";
import { readmeSnippets, snippetsFor } from "./support/readme-snippets";
import { TempProject } from "./support/temp-project";
import { typeScriptCopies } from "./support/typescript-copies";

// One install for the whole file: the CommonJS project at the top, and the ES-module project in its esm/
// folder (a package.json of its own with "type": "module"), which Node and TypeScript resolve against the
// same node_modules — exactly what a user's ESM project with these packages installed looks like.
// The project's `typescript` is 7.0 (the registry's latest, what `npm i -D typescript` installs today);
// TypeScript 6.0 and 5.9 are installed beside it under other names, and every one compiles both projects
// (TypeScript 7 into dist/, which the other tests run; the others into dist-<compiler>/). No
// @agentic-ts/sqlite: the README's install line does not name it (it is an optional peer of the CLI).
jest.setTimeout(300_000);

const AGENTIC = ["@agentic-ts/core", "@agentic-ts/openai", "@agentic-ts/transport", "@agentic-ts/testing", "@agentic-ts/cli", "@agentic-ts/schema-gen"];
const REFUND_A1 = '{"call": "refund", "args": {"orderId": "A-1", "amountCents": 1250}}';

/** The compilers a user may have, by the node_modules folder each is installed in. */
const COMPILERS = [
  { compiler: "typescript", version: "7.0", outDir: "dist" },
  { compiler: "typescript-6", version: "6.0", outDir: "dist-typescript-6" },
  { compiler: "typescript-5", version: "5.9", outDir: "dist-typescript-5" },
] as const;

const filesOf = (variant: "cjs" | "esm") => Object.fromEntries(snippetsFor(variant).map((s) => [s.file, s.code]));
// The tsyringe service of "In a service" (an @injectable() agent with a dependency of its own, a request
// handler, Runs): its src/service/ files, in the CommonJS project.
const SERVICE = Object.fromEntries(
  readmeSnippets("In a service: tsyringe and NestJS").filter((s) => s.file.startsWith("src/service/")).map((s) => [s.file, s.code]),
);
const under = (dir: string, files: Record<string, string>) => Object.fromEntries(Object.entries(files).map(([f, t]) => [`${dir}/${f}`, t]));

let project: TempProject;
const compiled: Record<"cjs" | "esm", Record<string, string>> = { cjs: {}, esm: {} };

beforeAll(async () => {
  project = await TempProject.create({
    name: "agentic-user",
    type: "commonjs",
    packed: packedPackages(),
    agentic: AGENTIC,
    registry: ["openai", "reflect-metadata", "tsyringe", "typescript", "typescript-6", "typescript-5", "@types/node"],
    aliases: { typescript: "node_modules/typescript-7", "typescript-6": "node_modules/typescript-6", "typescript-5": "node_modules/typescript" },
    files: {
      ...filesOf("cjs"),
      ...SERVICE,
      ...projectPrograms(""),
      ...under("esm", { ...filesOf("esm"), ...projectPrograms(".js"), "package.json": JSON.stringify({ type: "module" }) }),
    },
  });
  await project.agentic("gen");
  await project.agentic("gen", { cwd: "esm" });
  for (const { compiler, outDir } of COMPILERS) {
    compiled.cjs[compiler] = await project.compile("", { compiler, outDir });
    compiled.esm[compiler] = await project.compile("esm", { compiler, outDir });
  }
});
afterAll(() => project?.remove());

describe.each(COMPILERS)("the README's projects on TypeScript $version ($compiler), skipLibCheck: false", ({ compiler, version, outDir }) => {
  it(`is TypeScript ${version}`, () => {
    expect(JSON.parse(project.read(`node_modules/${compiler}/package.json`)).version).toMatch(new RegExp(`^${version.replace(".", "\\.")}\\.`));
  });

  it("compiles the CommonJS and ES-module snippets with every .d.ts checked", () => {
    expect(project.read("tsconfig.json")).not.toContain("skipLibCheck");
    expect({ cjs: compiled.cjs[compiler], esm: compiled.esm[compiler] }).toEqual({ cjs: "", esm: "" });
  });

  it("runs a decision against ScriptedRuntime from what it emitted (CommonJS and ES modules)", async () => {
    for (const file of [`${outDir}/e2e/scripted.js`, `esm/${outDir}/e2e/scripted.js`]) {
      const { stdout } = await project.node(file);
      expect({ file, result: (JSON.parse(stdout) as { result: unknown }).result }).toEqual({ file, result: { refunded: "A-7", amountCents: 990, customerId: "C-7" } });
    }
  });
});

describe("installing @agentic-ts/cli beside TypeScript 7", () => {
  it("adds one TypeScript copy (5.9, typescript-json-schema's) besides the project's own, and no native module", () => {
    const copies = typeScriptCopies(path.join(project.dir, "node_modules"));
    expect(copies).toEqual({ typescript: expect.stringMatching(/^7\.0\./), "typescript-json-schema/node_modules/typescript": expect.stringMatching(/^5\.9\./) });
    expect(existsSync(path.join(project.dir, "node_modules/better-sqlite3"))).toBe(false);
    expect(existsSync(path.join(project.dir, "node_modules/@agentic-ts/sqlite"))).toBe(false);
  });

  it("agentic trace and runs name @agentic-ts/sqlite (an optional peer) when it is missing", async () => {
    for (const command of [["trace", "list"], ["runs", "list"]]) {
      const failed = await project.agentic(command).then(() => undefined, (error: { code?: number; stderr?: string }) => error);
      expect({ command, code: failed?.code, said: failed?.stderr }).toEqual({ command, code: 1, said: expect.stringContaining("Install it: npm i -D @agentic-ts/sqlite") });
    }
  });
});

describe("a CommonJS project with the packed packages installed (README: Use it in your project)", () => {
  it("installs without class-validator, class-transformer (optional peers of core)", () => {
    expect(existsSync(path.join(project.dir, "node_modules/@agentic-ts/core/package.json"))).toBe(true);
    expect(existsSync(path.join(project.dir, "node_modules/class-validator"))).toBe(false);
    expect(existsSync(path.join(project.dir, "node_modules/class-transformer"))).toBe(false);
  });

  it("agentic gen (the installed bin) writes the specs agentic.config.json names", () => {
    const generated = project.read("src/agentic.generated.ts");
    expect(generated).toContain('"Desk.refund"');
    expect(generated).toContain('"amountCents"');
  });

  it("compiles the README's snippets (tsconfig, desk, main, tsyringe) with the installed TypeScript", () => {
    expect(compiled.cjs.typescript).toBe("");
    expect(existsSync(path.join(project.dir, "dist/tsyringe-app.js"))).toBe(true);
  });

  it("runs a decision against ScriptedRuntime: the option's customerId comes from withContext, the model's is discarded", async () => {
    const { stdout } = await project.node("dist/e2e/scripted.js");
    const { result, prompt } = JSON.parse(stdout) as { result: unknown; prompt: string };
    expect(result).toEqual({ refunded: "A-7", amountCents: 990, customerId: "C-7" });
    expect(prompt).toContain("refund(orderId: string /* The order to refund. */, amountCents: integer /* Amount in cents. */)");
  });

  it("runs a decision through OpenAIRuntime against the installed LoopbackProviderServer", async () => {
    const { stdout } = await project.node("dist/e2e/loopback.js");
    const out = JSON.parse(stdout) as { result: unknown; requests: number; trace: string[] };
    expect(out.result).toEqual({ status: "closed" });
    expect(out.requests).toBe(1);
    expect(out.trace).toEqual(expect.arrayContaining(["function", "decision", "model_call"]));
  });

  it("decides without class-validator; a DTO parameter fails naming the packages to install", async () => {
    const { stdout } = await project.node("dist/e2e/dto.js");
    const { held, shipped } = JSON.parse(stdout) as { held: string; shipped: { error: string; message: string } };
    expect(held).toBe("held");
    expect(shipped.error).toBe("ConfigurationError");
    expect(shipped.message).toContain("ship(to)");
    expect(shipped.message).toContain("npm i class-validator class-transformer");
  });

  it("README src/main.ts, with OPENAI_BASE_URL on a loopback server, refunds the order the model picked", async () => {
    const server = await LoopbackProcess.start(project, [REFUND_A1]);
    const { stdout } = await project.node("dist/main.js", server.env).finally(() => server.stop());
    expect(stdout).toContain("refunded: 'A-1'");
    expect(stdout).toContain("customerId: 'C-1'");
  });

  it("README src/tsyringe-app.ts resolves the agent from tsyringe's container with the registered runtime", async () => {
    let sent: unknown[] = [];
    const server = await LoopbackProcess.start(project, ['{"call": "casual"}']);
    project.write("greet.js", `require("./dist/tsyringe-app").greetFor("C-2", "Ada").then((r) => console.log(JSON.stringify(r)));\n`);
    const { stdout } = await project.node("greet.js", server.env).finally(() => server.stop().then((bodies) => (sent = bodies)));
    expect(JSON.parse(stdout)).toBe("Hi!");
    expect(JSON.stringify(sent)).toContain("Greet Ada.");
  });

  it("README src/service/: tsyringe builds the agent with its own dependency, for a request and for Runs; context from withContext and the run", async () => {
    expect(Object.keys(SERVICE).sort()).toEqual(["src/service/support-agent.ts", "src/service/tickets.ts"]);
    const refund = '{"call": "refund", "args": {"orderId": "A-1", "customerId": "EVIL"}}';
    const server = await LoopbackProcess.start(project, [refund, refund]);
    project.write(
      "service.js",
      `const { triageTicket, startTriage } = require("./dist/service/tickets");
(async () => {
  const direct = await triageTicket("C-3", "Refund A-1 please");
  const run = await startTriage("C-4", "Refund A-1 please");
  console.log(JSON.stringify({ direct, run: { status: run.status, result: run.result } }));
})();
`,
    );
    const { stdout } = await project.node("service.js", server.env).finally(() => server.stop());
    expect(JSON.parse(stdout)).toEqual({
      direct: { refunded: "A-1", amountCents: 1250, customerId: "C-3" },
      run: { status: "completed", result: { refunded: "A-1", amountCents: 1250, customerId: "C-4" } },
    });
  });
});

describe("an ES-module project with the packed packages installed", () => {
  it("agentic gen and the README's ESM snippets compile (relative imports with .js)", () => {
    expect(project.read("esm/src/agentic.generated.ts")).toContain('"Desk.refund"');
    expect(compiled.esm.typescript).toBe("");
  });

  it("runs a decision against ScriptedRuntime", async () => {
    const { stdout } = await project.node("esm/dist/e2e/scripted.js");
    expect((JSON.parse(stdout) as { result: unknown }).result).toEqual({ refunded: "A-7", amountCents: 990, customerId: "C-7" });
  });

  it("runs a decision through OpenAIRuntime against LoopbackProviderServer", async () => {
    const { stdout } = await project.node("esm/dist/e2e/loopback.js");
    expect((JSON.parse(stdout) as { result: unknown }).result).toEqual({ status: "closed" });
  });

  it("README src/main.ts (top-level await) refunds the order the model picked", async () => {
    const server = await LoopbackProcess.start(project, [REFUND_A1]);
    const { stdout } = await project.node("esm/dist/main.js", server.env).finally(() => server.stop());
    expect(stdout).toContain("refunded: 'A-1'");
  });
});
