import { existsSync } from "node:fs";
import path from "node:path";
import { packedPackages } from "./support/packed-packages";
import { compiledBlocks, headingAnchors, packageReadmes, skippedBlocks } from "./support/package-readmes";
import { fencedBlocks, readmeSnippets, readRepoMarkdown } from "./support/readme-snippets";
import { TempProject } from "./support/temp-project";

// Each package's README is its page on the registry, read without the repository: every TypeScript block in
// it is compiled here, each as a file of its own, in one project with every packed package installed (as a
// user would copy it into theirs). Agents get their specs from `agentic gen`, one target per README.
jest.setTimeout(300_000);

const REPOSITORY = "https://github.com/agentic-ts/agentic-ts";
const READMES = packageReadmes();
const AGENTIC = READMES.map((r) => `@agentic-ts/${r.folder}`);
// The peers the READMEs' blocks import (NestJS 12 from the repo root; the SDKs the runtimes take).
const REGISTRY = [
  "reflect-metadata", "tsyringe", "openai", "@anthropic-ai/sdk", "@opentelemetry/api",
  "@nestjs/common", "@nestjs/core", "@nestjs/platform-express", "@nestjs/testing", "rxjs",
  "typescript", "@types/node",
  // The typings @ai-sdk/provider's declarations import (@agentic-ts/ai-sdk's own do not reach them, but an AI
  // SDK user's project with skipLibCheck false needs them).
  "@types/json-schema",
];

// The README's tsconfig, with the compiler's default skipLibCheck (false): the declarations are checked too.
const TSCONFIG = {
  compilerOptions: {
    target: "ES2022",
    lib: ["ES2022"],
    module: "nodenext",
    moduleResolution: "nodenext",
    experimentalDecorators: true,
    emitDecoratorMetadata: true,
    strict: true,
    esModuleInterop: true,
    skipLibCheck: false,
    types: ["node"],
    outDir: "dist",
    rootDir: "src",
  },
  include: ["src"],
};

// READMEs whose examples import a package whose own typings name browser (DOM) types: the MCP SDK's
// transports use `HeadersInit`. Those folders compile with `"lib": ["ES2022", "DOM"]` (what the package's
// README tells its users), the rest with the README's Node-only tsconfig.
const NEEDS_DOM_LIB = new Set(["mcp"]);
const domTsconfig = (root: string) => ({
  extends: "../../../tsconfig.json",
  compilerOptions: { lib: ["ES2022", "DOM"], rootDir: ".", outDir: `../../../${root.replace(/^src\//, "dist/")}` },
  include: ["."],
  exclude: [],
});

const ROOT_MCP_SECTIONS = ["Serving agents over MCP", "Using another MCP server's tools"];
const folderOf = (readme: { folder: string }) => `src/readme/${readme.folder}`;
const domFolders = READMES.filter((r) => NEEDS_DOM_LIB.has(r.folder)).map(folderOf);
const tsconfigOf = (root: string) => (domFolders.includes(root) ? `${root}/tsconfig.json` : "tsconfig.json");
const files: Record<string, string> = {};
const agentFolders: string[] = [];
for (const readme of READMES) {
  const blocks = compiledBlocks(readme);
  blocks.forEach((block, i) => (files[`${folderOf(readme)}/${i + 1}.ts`] = block.code));
  if (blocks.some((b) => /@AgenticFunction\(|agenticFunction\(/.test(b.code))) agentFolders.push(folderOf(readme));
}
// The repository README's MCP sections import @agentic-ts/mcp and the MCP SDK: their file blocks compile
// beside the mcp package README's own (the same DOM lib, the same generated module for their agents).
for (const snippet of ROOT_MCP_SECTIONS.flatMap((section) => readmeSnippets(section))) {
  files[`src/readme/mcp/root-${path.basename(snippet.file)}`] = snippet.code;
}

let project: TempProject;
let compiled = "";

beforeAll(async () => {
  project = await TempProject.create({
    name: "agentic-readmes",
    type: "commonjs",
    packed: packedPackages(),
    agentic: AGENTIC,
    registry: REGISTRY,
    files: {
      ...files,
      "tsconfig.json": JSON.stringify({ ...TSCONFIG, exclude: domFolders }, null, 2),
      ...Object.fromEntries(domFolders.map((root) => [`${root}/tsconfig.json`, JSON.stringify(domTsconfig(root), null, 2)])),
      "agentic.config.json": JSON.stringify({
        targets: agentFolders.map((root) => ({ project: tsconfigOf(root), root, out: `${root}/agentic.generated.ts` })),
      }),
    },
  });
  if (agentFolders.length > 0) await project.agentic("gen");
  compiled = await project.compile();
  for (const root of domFolders) compiled += await project.compile(root);
});
afterAll(() => project?.remove());

describe("the package READMEs", () => {
  it.each(READMES.map((r) => [r.folder, r] as const))("%s: a title, an install line, a compiled example, absolute links", (folder, readme) => {
    expect(readme.text.startsWith(`# @agentic-ts/${folder}\n`)).toBe(true);
    const shell = fencedBlocks(readme.text).filter((b) => b.lang === "sh" || b.lang === "bash");
    expect(shell.some((b) => new RegExp(`^npm i .*@agentic-ts/${folder}\\b`, "m").test(b.code))).toBe(true);
    expect(compiledBlocks(readme).length).toBeGreaterThan(0);
    // Relative links lead nowhere on the registry page or in node_modules.
    expect(readme.text).not.toMatch(/\]\((?!https?:|#)[^)]*\)/);
    expect(readme.text).toContain(`${REPOSITORY}#`);
  });

  it("link only to sections the repository's README has", () => {
    const anchors = headingAnchors(readRepoMarkdown("README.md"));
    const broken = READMES.flatMap((r) =>
      [...r.text.matchAll(new RegExp(`${REPOSITORY.replace(/[.]/g, "\\.")}#([\\w-]+)`, "g"))].map((m) => m[1]).filter((a) => !anchors.has(a)).map((a) => `${r.file}: #${a}`),
    );
    expect(broken).toEqual([]);
  });

  it("leave no TypeScript block out of the compilation", () => {
    expect(READMES.flatMap((r) => skippedBlocks(r).map((b) => `${r.file}:${b.line}`))).toEqual([]);
  });

  it("compile, every TypeScript block a file of its own, against the packed packages (skipLibCheck: false)", () => {
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(READMES.length);
    expect(compiled).toBe("");
    const emitted = Object.keys(files).map((f) => f.replace(/^src\//, "dist/").replace(/\.ts$/, ".js"));
    expect(emitted.filter((f) => !existsSync(path.join(project.dir, f)))).toEqual([]);
    for (const root of agentFolders) expect(project.read(`${root}/agentic.generated.ts`)).toContain("registerGeneratedSpecs");
  });
});
