import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PackedPackage } from "./offline-lockfile";

/** The repository root. */
export const REPO_ROOT = path.resolve(__dirname, "../../..");

/** Every published package: the workspaces under packages/ (examples and e2e are private). */
export const PUBLIC_WORKSPACES = readdirSync(path.join(REPO_ROOT, "packages"))
  .map((name) => `packages/${name}`)
  .filter((dir) => existsSync(path.join(REPO_ROOT, dir, "package.json")));

/** Where the tarballs are kept between runs: a `packs-<fingerprint>` folder per build packed. */
export const PACKS_ROOT = path.join(os.tmpdir(), "agentic-ts-e2e");

/**
 * Packs every public package with `npm pack` (from its built dist/: `npm test` builds first) and returns
 * the tarballs by package name. The tarballs are kept under os.tmpdir() keyed by a fingerprint of what
 * goes into them, so the test files of one run — and later runs with the same build — pack only once;
 * concurrent packers each pack into a folder of their own and the first to publish it wins. A folder
 * reused is touched, so its time says when a run last used it (see the global setup's pruning).
 */
export function packedPackages(): ReadonlyMap<string, PackedPackage> {
  const root = PACKS_ROOT;
  const target = path.join(root, `packs-${fingerprint()}`);
  if (existsSync(path.join(target, "done"))) {
    const now = new Date();
    utimesSync(target, now, now);
  } else {
    mkdirSync(root, { recursive: true });
    const scratch = mkdtempSync(path.join(root, "packing-"));
    const args = ["pack", "--json", "--pack-destination", scratch, ...PUBLIC_WORKSPACES.map((w) => `--workspace=${w}`)];
    execFileSync("npm", args, { cwd: REPO_ROOT, stdio: ["ignore", "pipe", "pipe"] });
    mkdirSync(path.join(scratch, "done"));
    try {
      renameSync(scratch, target);
    } catch {
      rmSync(scratch, { recursive: true, force: true }); // another worker published the same packs first
    }
  }
  const packed = new Map<string, PackedPackage>();
  for (const workspace of PUBLIC_WORKSPACES) {
    const { name, version } = require(path.join(REPO_ROOT, workspace, "package.json")) as { name: string; version: string };
    const tarball = path.join(target, `${name.replace(/^@/, "").replace("/", "-")}-${version}.tgz`);
    if (!existsSync(tarball)) throw new Error(`npm pack wrote no ${tarball}`);
    packed.set(name, { tarball, workspace });
  }
  return packed;
}

/** Names, sizes and times of every file a tarball is made of: a changed build or manifest packs again. */
function fingerprint(): string {
  const hash = createHash("sha256");
  const visit = (file: string): void => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of readdirSync(file).sort()) visit(path.join(file, entry));
      return;
    }
    hash.update(`${path.relative(REPO_ROOT, file)}\0${stat.size}\0${stat.mtimeMs}\n`);
  };
  for (const workspace of PUBLIC_WORKSPACES) {
    const dir = path.join(REPO_ROOT, workspace);
    const dist = path.join(dir, "dist");
    if (!existsSync(dist)) throw new Error(`${workspace} is not built: run \`npm run build\` (npm test does) before the e2e tests`);
    for (const part of ["package.json", "README.md", "LICENSE", "dist", "bin", "assets"]) visit(path.join(dir, part));
  }
  return hash.digest("hex").slice(0, 16);
}
