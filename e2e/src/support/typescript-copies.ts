import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Every folder named `typescript` under a project's node_modules (nested ones included), by its path
 * below `nodeModules` (`typescript`, `typescript-json-schema/node_modules/typescript`), with the version
 * it holds. Aliases installed under other names (`typescript-6`) are not copies the packages brought.
 */
export function typeScriptCopies(nodeModules: string): Record<string, string> {
  const copies: Record<string, string> = {};
  const visit = (dir: string, prefix: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith(".")) continue;
      if (entry.name.startsWith("@")) {
        visit(path.join(dir, entry.name), `${prefix}${entry.name}/`);
        continue;
      }
      const at = path.join(dir, entry.name);
      if (entry.name === "typescript" && existsSync(path.join(at, "package.json"))) {
        copies[`${prefix}${entry.name}`] = (JSON.parse(readFileSync(path.join(at, "package.json"), "utf8")) as { version: string }).version;
      }
      if (existsSync(path.join(at, "node_modules"))) visit(path.join(at, "node_modules"), `${prefix}${entry.name}/node_modules/`);
    }
  };
  visit(nodeModules, "");
  return copies;
}
