import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";

/** A fresh temporary directory per test, removed after the test file. */
export function tempDbPath(name = "agentic.db"): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agentic-sqlite-"));
  dirs.push(dir);
  return path.join(dir, name);
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
