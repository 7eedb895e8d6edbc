// The viewer application: loads the run (embedded for an exported page, from the server otherwise),
// wires search, filters and keyboard navigation, and keeps a running run up to date.

const config = JSON.parse(document.getElementById("viewer-config").textContent);
const $ = (id) => document.getElementById(id);
const state = { model: createRunModel(), runId: null, runs: [], filter: { text: "", kind: "", failedOnly: false }, shown: null, poll: null, generation: 0 };
const tree = createTreeView($("tree"), { select: selectNode, toggle: toggleNode });

/** Shows a run from scratch: its nodes, the first failure (or the root) selected. */
function showRun(runId, nodes) {
  state.runId = runId;
  state.model = createRunModel();
  mergeNodes(state.model, nodes);
  tree.collapsed = new Set();
  tree.selectedId = null;
  state.shown = null;
  tree.scroller.scrollTop = 0;
  refresh();
  const wanted = Number(new URLSearchParams(location.hash.slice(1)).get("node"));
  const firstFailure = Array.from(state.model.byId.values()).find((n) => n.status === "error");
  const pick = state.model.byId.has(wanted) ? wanted : firstFailure ? firstFailure.id : state.model.roots[0];
  if (pick !== undefined) selectNode(pick);
}

/** Recomputes the rows, the header and (when its node changed) the details. */
function refresh() {
  const model = state.model;
  const rows = visibleRows(model, tree.collapsed, state.filter);
  setTreeRows(tree, model, rows, runSpan(model, Date.now()));
  renderRunHead();
  const total = model.byId.size;
  $("count").textContent = filterActive(state.filter)
    ? rows.filter((r) => !r.context).length + " of " + total + " nodes match"
    : total + " nodes";
  const node = model.byId.get(tree.selectedId);
  if (node !== state.shown) {
    state.shown = node;
    renderDetails($("details"), model, node, Date.now());
  }
}

function renderRunHead() {
  const model = state.model;
  const root = model.byId.get(model.roots[0]);
  if (!root) {
    $("run-head").replaceChildren(h("span", { class: "empty", text: config.mode === "serve" ? "Select a run on the left." : "This run has no nodes." }));
    return;
  }
  let decisions = 0, calls = 0, input = 0, output = 0, failed = 0;
  for (const n of model.byId.values()) {
    if (n.kind === "decision") decisions++;
    if (n.status === "error") failed++;
    if (n.kind === "model_call") {
      calls++;
      if (n.data.usage) { input += n.data.usage.inputTokens || 0; output += n.data.usage.outputTokens || 0; }
    }
  }
  const status = statusLabel(root.status);
  const now = Date.now();
  const parts = [
    h("span", { class: "status status-" + root.status, "data-field": "run-status", text: status.icon + " " + status.text }),
    h("strong", { class: "run-title", text: root.kind + " " + root.name }),
    h("span", { class: "fact", title: formatClock(root.startedAt), text: formatAgo(root.startedAt, now) }),
    h("span", { class: "fact", text: root.status === "running" ? "running for " + formatDuration(now - root.startedAt) : formatDuration(root.durationMs) }),
    h("span", { class: "fact", text: plural(decisions, "decision") + " · " + plural(calls, "model call") + " · " + plural(input + output, "token") + " (" + input + " in / " + output + " out)" }),
  ];
  // A durable run's execution: its id (the one `agentic runs show` and `trace show` take), shortened.
  if (typeof root.durableRunId === "string") {
    parts.push(h("span", { class: "fact", "data-field": "durable-run", title: "durable run " + root.durableRunId, text: "durable run " + root.durableRunId.slice(0, 8) }));
  }
  if (failed > 0) parts.push(h("button", { type: "button", class: "failures", title: "Jump to the next failed node (n)", onclick: () => nextFailure(1), text: "✗ " + failed + " failed — next (n)" }));
  $("run-head").replaceChildren(...parts);
}

function selectNode(id) {
  if (!state.model.byId.has(id)) return;
  tree.selectedId = id;
  revealRow(tree, id);
  state.shown = state.model.byId.get(id);
  renderDetails($("details"), state.model, state.shown, Date.now());
  const params = new URLSearchParams(location.hash.slice(1));
  params.set("node", String(id));
  if (state.runId && config.mode === "serve") params.set("run", state.runId);
  try { history.replaceState(null, "", "#" + params.toString()); } catch (e) { /* a sandboxed page may refuse */ }
}

function toggleNode(id) {
  if (childrenOf(state.model, id).length === 0) return;
  if (tree.collapsed.has(id)) tree.collapsed.delete(id);
  else tree.collapsed.add(id);
  refresh();
}

/** Moves the selection `step` rows (clamped). */
function moveSelection(step) {
  const rows = tree.rows;
  if (rows.length === 0) return;
  const at = tree.index.get(tree.selectedId);
  const next = at === undefined ? 0 : Math.min(rows.length - 1, Math.max(0, at + step));
  selectNode(rows[next].id);
}

/** Selects the next (or previous) failed node in tree order, expanding what hides it. */
function nextFailure(direction) {
  const all = visibleRows(state.model, new Set(), { text: "", kind: "", failedOnly: false });
  const failed = all.filter((r) => state.model.byId.get(r.id).status === "error");
  if (failed.length === 0) return;
  const at = all.findIndex((r) => r.id === tree.selectedId);
  const after = direction > 0 ? failed.find((r) => all.indexOf(r) > at) || failed[0]
    : failed.slice().reverse().find((r) => all.indexOf(r) < at) || failed[failed.length - 1];
  let parent = state.model.byId.get(after.id).parentId;
  while (parent !== undefined && state.model.byId.has(parent)) {
    tree.collapsed.delete(parent);
    parent = state.model.byId.get(parent).parentId;
  }
  refresh();
  selectNode(after.id);
}

function onKey(event) {
  const inField = event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement;
  if (event.key === "Escape") {
    if (!$("help").hidden) { $("help").hidden = true; return; }
    $("search").value = "";
    state.filter.text = "";
    refresh();
    $("tree").focus();
    return;
  }
  if (inField && event.key !== "ArrowDown") return;
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const id = tree.selectedId;
  const actions = {
    ArrowDown: () => { if (inField) $("tree").focus(); moveSelection(1); }, j: () => moveSelection(1),
    ArrowUp: () => moveSelection(-1), k: () => moveSelection(-1),
    PageDown: () => moveSelection(20), PageUp: () => moveSelection(-20),
    Home: () => moveSelection(-Infinity), End: () => moveSelection(Infinity),
    ArrowRight: () => expandOrEnter(id), l: () => expandOrEnter(id),
    ArrowLeft: () => collapseOrLeave(id), h: () => collapseOrLeave(id),
    Enter: () => toggleNode(id), " ": () => toggleNode(id),
    n: () => nextFailure(1), N: () => nextFailure(-1),
    "/": () => $("search").focus(),
    "?": () => { $("help").hidden = !$("help").hidden; },
  };
  const action = actions[event.key];
  if (!action) return;
  event.preventDefault();
  action();
}

function expandOrEnter(id) {
  const kids = childrenOf(state.model, id);
  if (kids.length === 0) return;
  if (tree.collapsed.has(id)) toggleNode(id);
  else moveSelection(1);
}

function collapseOrLeave(id) {
  const node = state.model.byId.get(id);
  if (!node) return;
  if (childrenOf(state.model, id).length > 0 && !tree.collapsed.has(id)) toggleNode(id);
  else if (node.parentId !== undefined && state.model.byId.has(node.parentId) && tree.index.has(node.parentId)) selectNode(node.parentId);
}

function wireControls() {
  for (const kind of ["function", "exec", "decision", "model_call", "repick", "tool_call"]) {
    $("kind").appendChild(h("option", { value: kind, text: kind }));
  }
  $("search").addEventListener("input", () => { state.filter.text = $("search").value.trim(); refresh(); });
  $("kind").addEventListener("change", () => { state.filter.kind = $("kind").value; refresh(); });
  $("failed-only").addEventListener("change", () => { state.filter.failedOnly = $("failed-only").checked; refresh(); });
  $("help-button").addEventListener("click", () => { $("help").hidden = !$("help").hidden; });
  document.addEventListener("keydown", onKey);
  // Relative times ("5 min ago") age while the page is open.
  setInterval(() => { renderRunHead(); if (config.mode === "serve") renderRunList($("run-list"), state.runs, state.runId, Date.now()); }, 30000);
}

wireControls();
if (config.mode === "export") {
  const data = JSON.parse(document.getElementById("trace-data").textContent);
  document.body.classList.add("exported");
  showRun(data.summary ? data.summary.runId : null, data.nodes || []);
} else {
  startServedViewer();
}
$("tree").focus();
