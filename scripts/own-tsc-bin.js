// @ts-check
// npm postinstall of the repo root. The e2e workspace installs TypeScript 6 and 7 under the aliases
// typescript-6 and typescript-7 (the user projects are compiled with each); their packages declare the
// same `tsc` and `tsserver` commands as the repo's own TypeScript 5.9, and npm links whichever it meets
// last into node_modules/.bin. This points those two commands back at the repo's compiler, so `npx tsc`
// and the package scripts always run the TypeScript the repo is built with.
const { lstatSync, readlinkSync, symlinkSync, unlinkSync, existsSync } = require("node:fs");
const path = require("node:path");

const BIN = path.join(__dirname, "..", "node_modules", ".bin");

for (const command of ["tsc", "tsserver"]) {
  const target = path.join("..", "typescript", "bin", command);
  const link = path.join(BIN, command);
  if (!existsSync(path.join(BIN, target))) continue;
  let current;
  try {
    current = lstatSync(link).isSymbolicLink() ? readlinkSync(link) : "";
  } catch {
    current = undefined;
  }
  if (current === target) continue;
  if (current !== undefined) unlinkSync(link);
  symlinkSync(target, link);
}
