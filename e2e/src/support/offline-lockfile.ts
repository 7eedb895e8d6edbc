import { readFileSync } from "node:fs";
import path from "node:path";

/** One `packages` entry of a package-lock.json (v3), reduced to what building the tree reads. */
export interface LockEntry {
  readonly name?: string;
  readonly version?: string;
  readonly resolved?: string;
  readonly integrity?: string;
  readonly link?: boolean;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly optionalDependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
  readonly peerDependenciesMeta?: Readonly<Record<string, { optional?: boolean }>>;
  readonly [field: string]: unknown;
}

/** A packed workspace package: its tarball and the workspace folder it came from (relative to the repo). */
export interface PackedPackage {
  readonly tarball: string;
  readonly workspace: string;
}

/** What the project installs: its dependencies, and where in the repo registry names are resolved from. */
export interface OfflineProject {
  readonly dir: string;
  readonly name: string;
  /** Registry dependencies by name (an alias `npm:openai@^7` is allowed); versions come from the repo lockfile. */
  readonly registry: readonly string[];
  /** The packed @agentic-ts packages the project depends on, by name. */
  readonly packed: ReadonlyMap<string, PackedPackage>;
  /**
   * The repo folder whose view of node_modules decides registry versions: `""` for the root (NestJS 12,
   * openai 6), `"e2e"` for the e2e workspace (NestJS 11).
   */
  readonly perspective: string;
  /**
   * Registry names taken from another repo entry: `{ openai: "node_modules/openai-v7" }`, or
   * `{ "typescript-5": "node_modules/typescript" }` to install a package under a second name (an alias).
   * The entry's dependencies and optionalDependencies (a native compiler's platform package) come along.
   */
  readonly aliases?: Readonly<Record<string, string>>;
}

/**
 * Builds the package.json and package-lock.json of a project outside the repo so that `npm ci --offline`
 * installs it from the npm cache alone. `npm ci` of the repo fills the cache with every tarball its
 * lockfile pins, but no registry metadata, so a plain `npm install --offline` cannot resolve a range; a
 * lockfile naming the exact versions (taken from the repo's own lockfile) needs none. The tree is laid out
 * as npm would: each package at the top when free, else nested under the package that needs it.
 */
export function offlineLockfile(repoRoot: string, project: OfflineProject): { manifest: object; lockfile: object } {
  const repoLock = JSON.parse(readFileSync(path.join(repoRoot, "package-lock.json"), "utf8")) as { packages: Record<string, LockEntry> };
  const repo = repoLock.packages;
  const packedByWorkspace = new Map([...project.packed].map(([name, p]) => [p.workspace, name]));
  const placed = new Map<string, { id: string; entry: LockEntry }>();
  const queue: Array<{ at: string; id: string }> = [];

  // A node is a repo lock path (registry package) or "packed:<name>".
  const nodeOf = (from: string, name: string): string | undefined => {
    for (let dir = from; ; dir = parentDir(dir)) {
      const candidate = `${dir === "" ? "" : `${dir}/`}node_modules/${name}`;
      const entry = repo[candidate];
      if (entry?.link && entry.resolved && packedByWorkspace.has(entry.resolved)) return `packed:${packedByWorkspace.get(entry.resolved)}`;
      if (entry && !entry.link) return candidate;
      if (dir === "") return undefined;
    }
  };
  const entryOf = (id: string): LockEntry => {
    if (!id.startsWith("packed:")) return repo[id];
    const name = id.slice("packed:".length);
    const packed = project.packed.get(name)!;
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, packed.workspace, "package.json"), "utf8")) as LockEntry;
    const keep = ["version", "dependencies", "optionalDependencies", "peerDependencies", "peerDependenciesMeta", "bin", "engines", "license"];
    const entry: Record<string, unknown> = { resolved: `file:${path.relative(project.dir, packed.tarball)}` };
    for (const key of keep) if (manifest[key] !== undefined) entry[key] = manifest[key];
    return entry as LockEntry;
  };
  const lookFrom = (id: string): string => (id.startsWith("packed:") ? project.packed.get(id.slice(7))!.workspace : id);

  // Walks up from `at` in the project's tree: the placement Node would load for `name`.
  const visible = (at: string, name: string): { path: string; id: string } | undefined => {
    for (let dir = at; ; dir = parentDir(dir)) {
      const candidate = `${dir === "" ? "" : `${dir}/`}node_modules/${name}`;
      const hit = placed.get(candidate);
      if (hit) return { path: candidate, id: hit.id };
      if (dir === "") return undefined;
    }
  };
  const place = (at: string, name: string, id: string, peer: boolean): void => {
    const seen = visible(at, name);
    // A peer is whatever the tree already provides; a dependency must be the very version the repo uses.
    if (seen && (peer || sameVersion(entryOf(seen.id), entryOf(id)))) return;
    const top = `node_modules/${name}`;
    const target = !placed.has(top) ? top : `${at}/node_modules/${name}`;
    placed.set(target, { id, entry: entryOf(id) });
    queue.push({ at: target, id });
  };

  const rootDeps: Record<string, string> = {};
  const aliased = new Map<string, string>(); // lock path → the package's registry name
  for (const [name, packed] of project.packed) {
    rootDeps[name] = `file:${path.relative(project.dir, packed.tarball)}`;
    place("", name, `packed:${name}`, false);
  }
  for (const name of project.registry) {
    const id = project.aliases?.[name] ?? nodeOf(project.perspective, name);
    if (!id) throw new Error(`${name} is not in the repo lockfile (seen from "${project.perspective}")`);
    // An entry installed under another name (`typescript-6` for typescript@6) is an alias: `npm:<name>@<version>`.
    const entry = entryOf(id);
    const realName = entry.name ?? id.slice(id.lastIndexOf("node_modules/") + "node_modules/".length);
    rootDeps[name] = realName !== name ? `npm:${realName}@${entry.version}` : entry.version!;
    if (realName !== name) aliased.set(`node_modules/${name}`, realName);
    place("", name, id, false);
  }
  while (queue.length > 0) {
    const { at, id } = queue.shift()!;
    const entry = entryOf(id);
    const optionalPeer = (name: string) => entry.peerDependenciesMeta?.[name]?.optional === true;
    const edges: Array<[string, boolean, boolean]> = [
      ...Object.keys(entry.dependencies ?? {}).map((n): [string, boolean, boolean] => [n, false, false]),
      ...Object.keys(entry.optionalDependencies ?? {}).map((n): [string, boolean, boolean] => [n, false, true]),
      ...Object.keys(entry.peerDependencies ?? {}).filter((n) => !optionalPeer(n)).map((n): [string, boolean, boolean] => [n, true, false]),
    ];
    for (const [name, peer, optional] of edges) {
      if (peer && visible(at, name)) continue;
      const dep = nodeOf(lookFrom(id), name);
      if (!dep) {
        if (optional) continue; // e.g. a platform-specific binary the repo's platform did not install
        throw new Error(`${name} (needed by ${at}) is not in the repo lockfile`);
      }
      place(at, name, dep, peer);
    }
  }

  const packages: Record<string, unknown> = { "": { name: project.name, version: "1.0.0", dependencies: rootDeps } };
  for (const [at, { entry }] of [...placed].sort(([a], [b]) => a.localeCompare(b))) {
    // The repo's dev/peer/optional flags describe the repo, not this project: here everything is a dependency.
    const { dev: _dev, peer: _peer, optional: _optional, devOptional: _devOptional, ...rest } = entry as Record<string, unknown>;
    // A registry entry without its tarball URL would make npm ask the registry for the package's metadata,
    // which the offline cache may not hold (the AI SDK's packages and their dependencies, added with
    // `npm install`): the URL is the registry's fixed tarball path, and the tarball is in the cache.
    if (rest.resolved === undefined && typeof rest.version === "string" && rest.integrity !== undefined) {
      rest.resolved = registryTarball(typeof rest.name === "string" ? rest.name : at.slice(at.lastIndexOf("node_modules/") + 13), rest.version);
    }
    packages[at] = aliased.has(at) ? { ...rest, name: aliased.get(at) } : rest;
  }
  return {
    manifest: { name: project.name, version: "1.0.0", private: true, dependencies: rootDeps },
    lockfile: { name: project.name, version: "1.0.0", lockfileVersion: 3, requires: true, packages },
  };
}

/** The npm registry's URL of a package version's tarball. */
function registryTarball(name: string, version: string): string {
  return `https://registry.npmjs.org/${name}/-/${name.slice(name.lastIndexOf("/") + 1)}-${version}.tgz`;
}

function parentDir(dir: string): string {
  // "a/node_modules/b" → "a"; a top-level package or a workspace folder ("packages/core") → the root.
  const i = dir.lastIndexOf("/node_modules/");
  return i >= 0 ? dir.slice(0, i) : "";
}

function sameVersion(a: LockEntry, b: LockEntry): boolean {
  return a.version === b.version && a.integrity === b.integrity;
}
