import { existsSync } from "node:fs";
import path from "node:path";
import { packedPackages, PUBLIC_WORKSPACES, REPO_ROOT } from "./support/packed-packages";
import { TempProject } from "./support/temp-project";

// Every public package except @agentic-ts/nestjs, installed from its tarball with what its manifest
// requires (dependencies and required peers) and none of the optional peers: tsyringe, class-validator,
// class-transformer, @agentic-ts/sqlite's driver, NestJS. One file imports every package's public entry and
// names a type of each; it compiles with the compiler's defaults (no skipLibCheck: every .d.ts the
// program reaches is checked) on TypeScript 7.0 and 5.9 (6.0 compiles the README's projects in
// user-project.int.spec.ts; each compile here is several seconds of CPU).
jest.setTimeout(300_000);

const AGENTIC = PUBLIC_WORKSPACES.map((w) => (require(path.join(REPO_ROOT, w, "package.json")) as { name: string }).name).filter((n) => n !== "@agentic-ts/nestjs");
const OPTIONAL_PEERS = ["tsyringe", "class-validator", "class-transformer", "@nestjs/common", "@nestjs/core"];
const COMPILERS = ["typescript", "typescript-5"];

const binding = (name: string) => name.replace("@agentic-ts/", "").replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const SOURCE = `${AGENTIC.map((name) => `import * as ${binding(name)} from "${name}";`).join("\n")}
import type { Runtime, RegisterAgenticOptions, TsyringeAgentScope } from "@agentic-ts/core";
import type { ScriptedRuntime } from "@agentic-ts/testing";
import type { GenerateSpecsResult } from "@agentic-ts/schema-gen";
import type { CliIo } from "@agentic-ts/cli";
import type { OpenAIRuntime } from "@agentic-ts/openai";
import type { AnthropicRuntime } from "@agentic-ts/anthropic";

export type Named = [Runtime, RegisterAgenticOptions, TsyringeAgentScope, ScriptedRuntime, GenerateSpecsResult, CliIo, OpenAIRuntime, AnthropicRuntime];
export type Entries = [${AGENTIC.map((name) => `typeof ${binding(name)}`).join(", ")}];
`;

const TSCONFIG = JSON.stringify({
  compilerOptions: { target: "ES2022", module: "nodenext", moduleResolution: "nodenext", strict: true, types: ["node"], noEmit: true },
  include: ["src"],
});

let project: TempProject;
const compiled: Record<string, string> = {};

beforeAll(async () => {
  project = await TempProject.create({
    name: "agentic-declarations",
    type: "commonjs",
    packed: packedPackages(),
    agentic: AGENTIC,
    registry: ["typescript", "typescript-5", "@types/node"],
    aliases: { typescript: "node_modules/typescript-7", "typescript-5": "node_modules/typescript" },
    files: { "tsconfig.json": TSCONFIG, "src/all.ts": SOURCE },
  });
  for (const compiler of COMPILERS) compiled[compiler] = await project.compile("", { compiler });
});
afterAll(() => project?.remove());

describe("every public package's declarations, without the optional peers", () => {
  it("are installed with none of the optional peers", () => {
    expect(AGENTIC.length).toBeGreaterThanOrEqual(10);
    expect(OPTIONAL_PEERS.filter((name) => existsSync(path.join(project.dir, "node_modules", name)))).toEqual([]);
  });

  it.each(COMPILERS)("compile with skipLibCheck: false on %s", (compiler) => {
    expect(project.read("tsconfig.json")).not.toContain("skipLibCheck");
    expect(compiled[compiler]).toBe("");
  });
});
