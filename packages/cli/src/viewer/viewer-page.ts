import { createHash } from "node:crypto";
import type { StoredTraceNode, TraceRunSummary } from "@agentic-ts/core";
import { embedJson } from "./embed-json";
import { escapeHtml } from "./escape-html";
import { viewerAssets } from "./viewer-assets";

/** What a viewer page shows: one embedded run (an exported file), or whatever its server lists. */
export type ViewerPageInput =
  | { readonly mode: "export"; readonly run: { readonly summary: TraceRunSummary; readonly nodes: readonly StoredTraceNode[] } }
  | { readonly mode: "serve"; /** How often the page asks for a running run's new nodes. Default 1000 ms. */ readonly pollMs?: number };

/**
 * The trace viewer as one self-contained HTML page: inline CSS and script, no external resource, and a
 * Content-Security-Policy that allows only that script (by hash) and, for a served page, requests to its
 * own server. An exported page carries its run as JSON in a `<script type="application/json">`.
 */
export function viewerPage(input: ViewerPageInput): string {
  const { css, script } = viewerAssets();
  const hash = createHash("sha256").update(script).digest("base64");
  const connect = input.mode === "serve" ? "'self'" : "'none'";
  const csp = `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${hash}'; connect-src ${connect}; img-src data:; base-uri 'none'; form-action 'none'`;
  const config = input.mode === "serve" ? { mode: "serve", pollMs: input.pollMs ?? 1000 } : { mode: "export" };
  const title = input.mode === "export" ? `${input.run.summary.root.kind} ${input.run.summary.root.name} — agentic trace` : "agentic trace";
  const data = input.mode === "export" ? `\n<script type="application/json" id="trace-data">${embedJson(input.run)}</script>` : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<title>${escapeHtml(title)}</title>
<style>
${css}</style>
</head>
<body>
<header>
  <h1>agentic trace</h1>
  <input id="search" type="search" placeholder="Search nodes ( / )" aria-label="Search nodes by name, kind, status or text" autocomplete="off">
  <select id="kind" aria-label="Only nodes of this kind"><option value="">all kinds</option></select>
  <label><input id="failed-only" type="checkbox"> failed only</label>
  <span id="count" aria-live="polite"></span>
  <button id="help-button" type="button" title="Keyboard shortcuts ( ? )">? keys</button>
</header>
<div id="banner" role="status" hidden></div>
<div id="run-head"></div>
<main>
  <nav id="runs" aria-label="Runs">
    <div class="runs-bar"><label>Runs <select id="run-status" aria-label="Only runs with this status">
      <option value="">all</option><option value="running">running</option><option value="ok">ok</option><option value="error">failed</option><option value="suspended">suspended</option>
    </select></label></div>
    <ul id="run-list"></ul>
  </nav>
  <div id="tree" role="tree" tabindex="0" aria-label="The run's nodes"></div>
  <aside id="details" aria-label="Details of the selected node"></aside>
</main>
<div id="help" hidden>
  <strong>Keyboard</strong>
  <table>
    <tr><td><kbd>↑</kbd> <kbd>↓</kbd> / <kbd>k</kbd> <kbd>j</kbd></td><td>previous / next node</td></tr>
    <tr><td><kbd>←</kbd> <kbd>→</kbd> / <kbd>h</kbd> <kbd>l</kbd></td><td>collapse or go to parent / expand or go to child</td></tr>
    <tr><td><kbd>Enter</kbd></td><td>collapse or expand</td></tr>
    <tr><td><kbd>n</kbd> / <kbd>N</kbd></td><td>next / previous failed node</td></tr>
    <tr><td><kbd>/</kbd></td><td>search; <kbd>Esc</kbd> clears it</td></tr>
    <tr><td><kbd>PgUp</kbd> <kbd>PgDn</kbd> <kbd>Home</kbd> <kbd>End</kbd></td><td>move faster</td></tr>
  </table>
</div>
<script type="application/json" id="viewer-config">${embedJson(config)}</script>${data}
<script>${script}</script>
</body>
</html>
`;
}
