import { readFileSync } from "node:fs";
import path from "node:path";

// The same path from src/viewer (tests, ts-jest) and dist/viewer (the built package): the assets live at
// the package root and ship through package.json "files".
const ASSETS = path.join(__dirname, "../../assets/viewer");

// Concatenation order matters for top-level `const`s only: app.js runs the viewer, so it comes last.
const SCRIPTS = ["format.js", "dom.js", "model.js", "summary.js", "tree-view.js", "details.js", "runs.js", "served.js", "app.js"];

/** The viewer's stylesheet and its script (every client file in one strict-mode function scope). */
export interface ViewerAssets {
  readonly css: string;
  readonly script: string;
}

let cached: ViewerAssets | undefined;

/** Reads the viewer's CSS and client script from the package's `assets/viewer` folder (once per process). */
export function viewerAssets(): ViewerAssets {
  if (cached) return cached;
  const read = (file: string): string => readFileSync(path.join(ASSETS, file), "utf8");
  const body = SCRIPTS.map((file) => `// ---- ${file}\n${read(file)}`).join("\n");
  cached = { css: read("viewer.css"), script: `(function () {\n"use strict";\n${body}\n})();\n` };
  return cached;
}
