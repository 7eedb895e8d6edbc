import { existsSync } from "node:fs";
import path from "node:path";
import { LoopbackProcess } from "./support/loopback-process";
import { packedPackages } from "./support/packed-packages";
import { snippetsFor } from "./support/readme-snippets";
import { TempProject } from "./support/temp-project";

jest.setTimeout(300_000);

const AGENTIC = ["@agentic-ts/core", "@agentic-ts/nestjs", "@agentic-ts/openai", "@agentic-ts/transport", "@agentic-ts/testing", "@agentic-ts/cli", "@agentic-ts/schema-gen", "@agentic-ts/sqlite"];
// No tsyringe: a NestJS app never loads it.
const REGISTRY = ["@nestjs/common", "@nestjs/core", "@nestjs/platform-express", "reflect-metadata", "rxjs", "openai", "typescript", "@types/node"];

// Boots the README's AppModule on a free loopback port, posts one message and prints what came back.
const MAIN = `import "reflect-metadata";
import { NestFactory } from "@nestjs/core";
import { AppModule } from "./app.module";

async function main(): Promise<void> {
  const app = await NestFactory.create(AppModule, { logger: ["error"] });
  await app.listen(0, "127.0.0.1");
  try {
    const response = await fetch(\`\${await app.getUrl()}/messages\`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "I was charged twice" }),
    });
    const nest = (require("@nestjs/core/package.json") as { version: string }).version;
    console.log(JSON.stringify({ status: response.status, body: await response.json(), nest }));
  } finally {
    await app.close();
  }
}
void main();
`;

// Both apps are the README's NestJS snippet, so `agentic gen` runs in the first one only and the second gets
// the module it wrote (the generator itself is covered by user-project.int.spec.ts); each run is 6-7 s of CPU.
const GENERATED = "src/agentic.generated.ts";
let generated: string | undefined;

describe.each([
  { nest: 11, perspective: "e2e" }, // the e2e workspace's devDependencies
  { nest: 12, perspective: "" }, // the repo root's
])("a NestJS $nest app with AgenticModule from the packed packages", ({ nest, perspective }) => {
  let project: TempProject;

  beforeAll(async () => {
    const files = Object.fromEntries(snippetsFor("nestjs").map((s) => [s.file, s.code]));
    project = await TempProject.create({
      name: `agentic-nest${nest}`,
      type: "commonjs",
      packed: packedPackages(),
      agentic: AGENTIC,
      registry: REGISTRY,
      perspective,
      files: { ...files, "src/main.ts": MAIN },
    });
    if (generated === undefined) {
      await project.agentic("gen");
      generated = project.read(GENERATED);
    } else {
      project.write(GENERATED, generated);
    }
  });
  afterAll(() => project?.remove());

  it(`installs one copy of NestJS ${nest} (the app's), and no tsyringe`, () => {
    const version = (file: string) => (require(path.join(project.dir, "node_modules", file, "package.json")) as { version: string }).version;
    expect(version("@nestjs/core")).toMatch(new RegExp(`^${nest}\\.`));
    expect(version("@nestjs/common")).toMatch(new RegExp(`^${nest}\\.`));
    expect(existsSync(path.join(project.dir, "node_modules/@agentic-ts/nestjs/node_modules/@nestjs"))).toBe(false);
    expect(existsSync(path.join(project.dir, "node_modules/tsyringe"))).toBe(false);
  });

  it("compiles the README's NestJS snippet", async () => {
    expect(await project.compile()).toBe("");
  });

  it("boots, and a request's handler is a decision through OpenAIRuntime (loopback server)", async () => {
    const server = await LoopbackProcess.start(project, ['Billing it is. {"call": "billing"}']);
    const { stdout } = await project.node("dist/main.js", server.env).finally(() => server.stop());
    const out = JSON.parse(stdout) as { status: number; body: unknown; nest: string };
    expect(out.nest).toMatch(new RegExp(`^${nest}\\.`));
    expect(out.status).toBe(201);
    expect(out.body).toEqual({ queue: "billing" });
  });
});
