// The run's tree as a virtual list: only the rows in view (plus a margin) exist in the DOM, so a run
// with thousands of nodes scrolls and updates as fast as a small one.

const ROW_HEIGHT = 24;
const OVERSCAN = 10;

/** Creates the tree view in `scroller`; `on.select(id)` and `on.toggle(id)` report clicks. */
function createTreeView(scroller, on) {
  const space = h("div", { class: "tree-space" });
  scroller.appendChild(space);
  const view = { scroller, space, model: null, rows: [], index: new Map(), collapsed: new Set(), selectedId: null, span: null, queued: false };
  scroller.addEventListener("scroll", () => scheduleTreeRender(view));
  space.addEventListener("click", (event) => {
    const row = event.target.closest(".row");
    if (!row) return;
    const id = Number(row.getAttribute("data-id"));
    if (event.target.closest(".toggle")) on.toggle(id);
    else on.select(id);
  });
  window.addEventListener("resize", () => scheduleTreeRender(view));
  return view;
}

/** Replaces the rows shown (after a filter change, a collapse or new nodes) and redraws. */
function setTreeRows(view, model, rows, span) {
  view.model = model;
  view.rows = rows;
  view.span = span;
  view.index = new Map(rows.map((row, i) => [row.id, i]));
  view.space.style.height = rows.length * ROW_HEIGHT + "px";
  renderTree(view);
}

/** Scrolls so that the row of `id` is in view. */
function revealRow(view, id) {
  const i = view.index.get(id);
  if (i === undefined) return;
  const top = i * ROW_HEIGHT;
  const s = view.scroller;
  if (top < s.scrollTop) s.scrollTop = top;
  else if (top + ROW_HEIGHT > s.scrollTop + s.clientHeight) s.scrollTop = top + ROW_HEIGHT - s.clientHeight;
  renderTree(view);
}

function scheduleTreeRender(view) {
  if (view.queued) return;
  view.queued = true;
  requestAnimationFrame(() => {
    view.queued = false;
    renderTree(view);
  });
}

/** Draws the rows in view. */
function renderTree(view) {
  const s = view.scroller;
  const first = Math.max(0, Math.floor(s.scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(view.rows.length, Math.ceil((s.scrollTop + (s.clientHeight || 600)) / ROW_HEIGHT) + OVERSCAN);
  const fragment = document.createDocumentFragment();
  for (let i = first; i < last; i++) fragment.appendChild(treeRow(view, view.rows[i], i));
  view.space.replaceChildren(fragment);
}

function treeRow(view, row, i) {
  const model = view.model;
  const node = model.byId.get(row.id);
  const kids = childrenOf(model, node.id).length;
  const status = statusLabel(node.status);
  const selected = node.id === view.selectedId;
  const classes = ["row", "kind-" + node.kind, "status-" + node.status];
  if (selected) classes.push("selected");
  if (row.context) classes.push("context");
  const toggle = kids === 0 ? " " : view.collapsed.has(node.id) ? "▸" : "▾";
  const failure = node.status === "error"
    ? h("span", { class: "fail-text", text: "failed" + (node.error ? ": " + oneLine(node.error.name + ": " + node.error.message, 90) : "") })
    : node.status === "suspended"
      ? h("span", { class: "suspended-text", text: "suspended" + (node.error ? ": " + oneLine(node.error.message, 90) : "") })
      : null;
  return h("div", {
    class: classes.join(" "), role: "treeitem", "aria-level": row.depth + 1, "aria-selected": selected ? "true" : "false",
    "aria-expanded": kids === 0 ? undefined : view.collapsed.has(node.id) ? "false" : "true",
    "data-id": node.id, style: "top:" + i * ROW_HEIGHT + "px",
  }, [
    h("span", { class: "indent", style: "width:" + row.depth * 16 + "px" }),
    h("span", { class: "toggle", title: kids ? kids + " children" : undefined, text: toggle }),
    h("span", { class: "status", title: status.text, "aria-label": status.text, text: status.icon }),
    h("span", { class: "kind", text: node.kind }),
    h("span", { class: "name", text: node.name }),
    h("span", { class: "summary", text: nodeSummary(node) }),
    failure,
    timelineBar(node, view.span),
    h("span", { class: "dur", text: node.status === "running" ? "running" : formatDuration(node.durationMs) }),
  ]);
}

/** A bar placed on the run's time axis: where the node started and how long it took. */
function timelineBar(node, span) {
  const total = span.end - span.start;
  const end = typeof node.endedAt === "number" ? node.endedAt : span.end;
  const left = ((node.startedAt - span.start) / total) * 100;
  const width = Math.max(((end - node.startedAt) / total) * 100, 0.5);
  return h("span", { class: "timeline", "aria-hidden": "true" }, [
    h("span", { class: "bar", style: "left:" + left.toFixed(2) + "%;width:" + Math.min(width, 100 - left).toFixed(2) + "%" }),
  ]);
}
