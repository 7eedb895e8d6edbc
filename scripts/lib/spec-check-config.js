// @ts-check
const { createHash } = require("node:crypto");
const { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } = require("node:fs");
const path = require("node:path");
const { ROOT } = require("./node-bin");

/** Where the spec type-check keeps its config and what it knows between runs. */
const CACHE = path.join(ROOT, "node_modules/.cache/agentic-ts");

/**
 * Writes (when it changed) the tsconfig `npm test` type-checks the specs with, `tsc -b` style: it extends
 * tsconfig.spec.json with `noEmit` and an incremental build-info file, so an unchanged tree is found up to
 * date from file times alone (0.4 s) instead of parsing its 2 700 files again (about 18 s of CPU beside
 * Jest). `tsc -b` only watches the project's own files and configs, not node_modules, so the build-info
 * file is named after the lockfile's hash: new dependencies (a new TypeScript, new @types) are a new,
 * full check. Returns the config's path.
 */
function specCheckConfig() {
  const lock = createHash("sha256").update(readFileSync(path.join(ROOT, "package-lock.json"))).digest("hex").slice(0, 12);
  const file = path.join(CACHE, "tsconfig.spec-check.json");
  const config = `${JSON.stringify(
    {
      extends: path.relative(CACHE, path.join(ROOT, "tsconfig.spec.json")).split(path.sep).join("/"),
      compilerOptions: { noEmit: true, incremental: true, tsBuildInfoFile: `./spec-check-${lock}.tsbuildinfo` },
    },
    null,
    2,
  )}\n`;
  let current;
  try {
    current = readFileSync(file, "utf8");
  } catch {
    current = undefined;
  }
  // Rewritten only when it differs: a newer config file would make tsc -b check everything again.
  if (current !== config) {
    mkdirSync(CACHE, { recursive: true });
    writeFileSync(file, config);
    // The build-info files of earlier lockfiles (and of the `tsc -p` check before this one) are stale.
    for (const name of readdirSync(CACHE)) {
      if (/^(spec-check-[0-9a-f]+|tsconfig\.spec)\.tsbuildinfo$/.test(name) && name !== `spec-check-${lock}.tsbuildinfo`) rmSync(path.join(CACHE, name));
    }
  }
  return file;
}

module.exports = { specCheckConfig };
