/**
 * The HTML report's stylesheet: plain, printable typography for reading in a pull request review, light by
 * default and dark when the reader's system is; colours always come with a word or a mark.
 */
export const EVAL_REPORT_CSS = `:root {
  --bg: #ffffff; --panel: #f6f8fa; --line: #d0d7de; --text: #1f2328; --muted: #59636e; --accent: #0969da;
  --right: #1a7f37; --right-bg: #dafbe1; --wrong: #cf222e; --wrong-bg: #ffebe9; --differs-bg: #fff8c5;
  color-scheme: light;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0d1117; --panel: #161b22; --line: #30363d; --text: #e6edf3; --muted: #9198a1; --accent: #4493f8;
    --right: #3fb950; --right-bg: #12261e; --wrong: #f85149; --wrong-bg: #2d1417; --differs-bg: #2e2a12;
    color-scheme: dark;
  }
}
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 1280px; padding: 16px 24px 48px; background: var(--bg); color: var(--text); font: 14px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
h1 { font-size: 22px; margin: 0 0 8px; }
h2 { font-size: 17px; margin: 28px 0 8px; padding-bottom: 4px; border-bottom: 1px solid var(--line); }
h4 { font-size: 14px; margin: 16px 0 6px; }
code, pre { font: 12.5px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
code { background: var(--panel); border-radius: 4px; padding: 0 4px; overflow-wrap: break-word; }
pre { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.note { color: var(--muted); }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 8px 0; }
.facts dt { color: var(--muted); }
.facts dd { margin: 0; }
table { border-collapse: collapse; margin: 8px 0; }
th, td { border: 1px solid var(--line); padding: 4px 10px; text-align: left; vertical-align: top; }
thead th, tbody th { background: var(--panel); font-weight: 600; }
.gate { border: 1px solid var(--line); border-left-width: 6px; border-radius: 6px; padding: 4px 16px; margin-top: 16px; }
.gate h2 { border: 0; margin: 8px 0; }
.gate.pass { border-color: var(--right); background: var(--right-bg); }
.gate.fail { border-color: var(--wrong); background: var(--wrong-bg); }
.matrix td { text-align: right; font-variant-numeric: tabular-nums; min-width: 56px; }
.matrix td.diagonal { background: var(--right-bg); color: var(--right); font-weight: 700; }
.matrix td.miss { background: var(--wrong-bg); color: var(--wrong); font-weight: 700; }
.matrix td.zero { color: var(--muted); }
.matrix th.invalid { font-style: italic; }
.right { color: var(--right); font-weight: 600; }
.wrong { color: var(--wrong); font-weight: 600; }
.badge { display: inline-block; border-radius: 10px; padding: 0 8px; font-size: 12px; font-weight: 600; border: 1px solid currentColor; }
.badge.right-to-wrong { color: var(--wrong); background: var(--wrong-bg); }
.badge.wrong-to-right { color: var(--right); background: var(--right-bg); }
.badge.flaky { color: var(--muted); }
details.case { border: 1px solid var(--line); border-radius: 6px; margin: 6px 0; }
details.case > summary { cursor: pointer; padding: 6px 10px; background: var(--panel); border-radius: 6px; }
details.case[open] > summary { border-bottom: 1px solid var(--line); border-radius: 6px 6px 0 0; }
details.case > summary:focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }
.case-detail { padding: 4px 12px 12px; }
.sides { width: 100%; table-layout: fixed; }
.sides tr > :first-child { width: 110px; }
.sides tr.differs > th { background: var(--differs-bg); }
.differs-mark { color: var(--wrong); }
.none { color: var(--muted); font-style: italic; }
.message + .message { margin-top: 6px; }
.role { color: var(--muted); font-size: 12px; text-transform: uppercase; }
.runs > li { margin-bottom: 8px; }
.run-head { margin: 0 0 4px; }
.replies pre { background: var(--panel); padding: 4px 8px; border-radius: 4px; }
.problem, .error, .failures { color: var(--wrong); margin: 2px 0 6px; }
`;
