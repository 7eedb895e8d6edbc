import { readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "./packed-packages";

/** A fenced block of the README marked with the file it is, e.g. ```` ```ts file=src/desk.ts variant=esm ````. */
export interface ReadmeSnippet {
  readonly lang: string;
  readonly file: string;
  /** `cjs`, `esm` or `nestjs` when the block belongs to that kind of project only; absent for every kind. */
  readonly variant?: string;
  readonly code: string;
}

/**
 * The file blocks of one README section (from its `## ` heading to the next). Tests build projects out of
 * them, so what the README shows is what the tests compile and run.
 */
export function readmeSnippets(section: string): ReadmeSnippet[] {
  const readme = readFileSync(path.join(REPO_ROOT, "README.md"), "utf8");
  const start = readme.indexOf(`\n## ${section}\n`);
  if (start < 0) throw new Error(`README.md has no section "${section}"`);
  const end = readme.indexOf("\n## ", start + 1);
  const body = readme.slice(start, end < 0 ? undefined : end);
  const snippets: ReadmeSnippet[] = [];
  for (const match of body.matchAll(/^```(\w+)([^\n]*)\n([\s\S]*?)^```$/gm)) {
    const attrs = new Map([...match[2].matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1], m[2]]));
    const file = attrs.get("file");
    if (file) snippets.push({ lang: match[1], file, variant: attrs.get("variant"), code: match[3] });
  }
  return snippets;
}

/** The snippets that make up one kind of project: `cjs`, `esm` or `nestjs` (each also gets the unmarked blocks). */
export function snippetsFor(variant: "cjs" | "esm" | "nestjs", section = "Use it in your project"): ReadmeSnippet[] {
  return readmeSnippets(section).filter((s) => s.variant === undefined || s.variant === variant);
}
