import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PackedPackage } from "./support/offline-lockfile";
import { packedPackages, REPO_ROOT } from "./support/packed-packages";

jest.setTimeout(120_000);

interface Manifest {
  name: string;
  license?: string;
  engines?: { node?: string };
  repository?: { type?: string; url?: string; directory?: string };
  homepage?: string;
  bugs?: { url?: string };
  keywords?: string[];
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => statSync(path.join(dir, f)).isFile());
}

let unpacked: Map<string, string>;
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), "agentic-ts-tarballs-"));
  unpacked = new Map();
  for (const [name, { tarball }] of packedPackages() as ReadonlyMap<string, PackedPackage>) {
    const dir = path.join(scratch, name.replace("/", "+"));
    mkdirSync(dir, { recursive: true });
    execFileSync("tar", ["-xzf", tarball, "-C", dir]);
    unpacked.set(name, path.join(dir, "package"));
  }
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const manifest = (name: string) => JSON.parse(readFileSync(path.join(unpacked.get(name)!, "package.json"), "utf8")) as Manifest;

describe("the packed tarballs", () => {
  it("pack every public package", () => {
    expect([...unpacked.keys()].sort()).toEqual(expect.arrayContaining(["@agentic-ts/core", "@agentic-ts/cli", "@agentic-ts/nestjs", "@agentic-ts/openai"]));
    expect(unpacked.size).toBe(readdirSync(path.join(REPO_ROOT, "packages")).filter((d) => existsSync(path.join(REPO_ROOT, "packages", d, "package.json"))).length);
  });

  it("each carries a README naming the package and the root LICENSE, MIT, and engines", () => {
    const license = readFileSync(path.join(REPO_ROOT, "LICENSE"), "utf8");
    expect(license).toMatch(/^MIT License/);
    for (const [name, dir] of unpacked) {
      expect(readFileSync(path.join(dir, "README.md"), "utf8")).toContain(`# ${name}`);
      expect(readFileSync(path.join(dir, "LICENSE"), "utf8")).toBe(license);
      expect(manifest(name).license).toBe("MIT");
      expect(manifest(name).engines?.node).toBe(">=20.19");
    }
  });

  it("each links its registry page to the code, its own docs and the issues, with keywords", () => {
    for (const [name] of unpacked) {
      const { repository, homepage, bugs, keywords } = manifest(name);
      const folder = `packages/${name.replace("@agentic-ts/", "")}`;
      expect({ name, repository }).toEqual({ name, repository: { type: "git", url: expect.stringMatching(/^git\+https:\/\/.+\.git$/), directory: folder } });
      const base = repository!.url!.replace(/^git\+/, "").replace(/\.git$/, "");
      expect(homepage).toBe(`${base}/tree/main/${folder}#readme`);
      expect(bugs?.url).toBe(`${base}/issues`);
      expect(keywords).toEqual(expect.arrayContaining(["agentic", "llm"]));
    }
  });

  it("hold no tests, fixtures, build info or declaration maps", () => {
    for (const [name, dir] of unpacked) {
      const unwanted = filesUnder(dir).filter((f) => /\.spec\.|__fixtures__|tsbuildinfo|\.d\.ts\.map$|(^|\/)src\//.test(f));
      expect({ name, unwanted }).toEqual({ name, unwanted: [] });
    }
  });

  it("ship source maps whose sources are inlined or resolve inside the package", () => {
    for (const [name, dir] of unpacked) {
      const maps = filesUnder(dir).filter((f) => f.endsWith(".js.map"));
      expect(maps.length).toBeGreaterThan(0);
      for (const map of maps) {
        const { sources, sourcesContent } = JSON.parse(readFileSync(path.join(dir, map), "utf8")) as { sources: string[]; sourcesContent?: Array<string | null> };
        const unresolved = sources.filter((source, i) => typeof sourcesContent?.[i] !== "string" && !existsSync(path.resolve(dir, path.dirname(map), source)));
        expect({ name, map, unresolved }).toEqual({ name, map, unresolved: [] });
      }
    }
  });
});

describe("the packed manifests' peers", () => {
  it("@agentic-ts/nestjs takes the application's NestJS 10, 11 or 12 and rxjs 7 as peers, never as dependencies", () => {
    const { dependencies = {}, peerDependencies = {} } = manifest("@agentic-ts/nestjs");
    expect(Object.keys(dependencies).filter((d) => d.startsWith("@nestjs/") || d === "rxjs")).toEqual([]);
    expect(peerDependencies["@nestjs/common"]).toBe("^10.0.0 || ^11.0.0 || ^12.0.0");
    expect(peerDependencies["@nestjs/core"]).toBe("^10.0.0 || ^11.0.0 || ^12.0.0");
    expect(peerDependencies.rxjs).toMatch(/^\^7/);
  });

  it("@agentic-ts/openai and @agentic-ts/anthropic take the SDK as a peer (openai 6 or 7)", () => {
    expect(manifest("@agentic-ts/openai").peerDependencies?.openai).toBe("^6.0.0 || ^7.0.0");
    expect(manifest("@agentic-ts/openai").dependencies?.openai).toBeUndefined();
    expect(manifest("@agentic-ts/anthropic").peerDependencies?.["@anthropic-ai/sdk"]).toBeDefined();
    expect(manifest("@agentic-ts/anthropic").dependencies?.["@anthropic-ai/sdk"]).toBeUndefined();
  });

  it("core: tsyringe, class-validator and class-transformer are optional peers, and nothing else depends on them", () => {
    const core = manifest("@agentic-ts/core");
    for (const name of ["tsyringe", "class-validator", "class-transformer"]) {
      expect(core.peerDependenciesMeta?.[name]?.optional).toBe(true);
      for (const pkg of unpacked.keys()) {
        const { dependencies = {}, peerDependencies = {}, peerDependenciesMeta = {} } = manifest(pkg);
        expect({ pkg, name, dependency: dependencies[name] }).toEqual({ pkg, name, dependency: undefined });
        if (peerDependencies[name]) expect({ pkg, name, optional: peerDependenciesMeta[name]?.optional }).toEqual({ pkg, name, optional: true });
      }
    }
  });
});
