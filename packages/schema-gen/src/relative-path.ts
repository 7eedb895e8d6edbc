import * as path from "node:path";

/** Turns an absolute file name into the forward-slash path relative to `from` that specs and errors show. */
export function relativePath(from: string, fileName: string): string {
  return path.relative(from, fileName).split(path.sep).join("/");
}
