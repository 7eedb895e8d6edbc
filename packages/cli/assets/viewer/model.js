// The run model of the trace viewer: the nodes of one run by id, their children, and the rows the tree
// shows (depth-first, start order), honouring collapsed nodes and the search filter.

/** Creates an empty run model. */
function createRunModel() {
  return { byId: new Map(), children: new Map(), roots: [], maxSeq: 0, dirty: true };
}

/**
 * Merges nodes into the model. A node is written at its start and again at its end, each time with a
 * higher `seq`; the copy with the highest seq wins.
 */
function mergeNodes(model, nodes) {
  for (const node of nodes) {
    const known = model.byId.get(node.id);
    if (typeof node.seq === "number" && node.seq > model.maxSeq) model.maxSeq = node.seq;
    if (known && typeof known.seq === "number" && typeof node.seq === "number" && known.seq > node.seq) continue;
    model.byId.set(node.id, node);
    model.dirty = true;
  }
  if (model.dirty) reindex(model);
}

function reindex(model) {
  model.children = new Map();
  model.roots = [];
  const ids = Array.from(model.byId.keys()).sort((a, b) => a - b);
  for (const id of ids) {
    const node = model.byId.get(id);
    const parent = node.parentId;
    if (parent === undefined || parent === null || !model.byId.has(parent)) {
      model.roots.push(id);
    } else {
      if (!model.children.has(parent)) model.children.set(parent, []);
      model.children.get(parent).push(id);
    }
  }
  model.dirty = false;
}

/** The children of a node (ids, start order). */
function childrenOf(model, id) {
  return model.children.get(id) || [];
}

/** The run's time span: the first start and the last end (now while a node is running). */
function runSpan(model, now) {
  let start = Infinity;
  let end = -Infinity;
  for (const node of model.byId.values()) {
    start = Math.min(start, node.startedAt);
    const stop = typeof node.endedAt === "number" ? node.endedAt : node.status === "running" ? now : node.startedAt;
    end = Math.max(end, stop);
  }
  if (start === Infinity) return { start: now, end: now };
  return { start, end: Math.max(end, start + 1) };
}

/** Whether a node matches the search: kind filter (exact) and text (in kind, name, status, error or summary). */
function nodeMatches(node, filter) {
  if (filter.kind && node.kind !== filter.kind) return false;
  if (filter.failedOnly && node.status !== "error") return false;
  if (!filter.text) return true;
  const hay = (node.kind + " " + node.name + " " + node.status + " " +
    (node.error ? node.error.name + " " + node.error.message : "") + " " + nodeSummary(node)).toLowerCase();
  return hay.indexOf(filter.text.toLowerCase()) !== -1;
}

function filterActive(filter) {
  return Boolean(filter.text || filter.kind || filter.failedOnly);
}

/**
 * The rows to show: `{ id, depth, context }` in depth-first start order. Without a filter, collapsed
 * nodes hide their subtrees; with one, the matching nodes and their ancestors (as context) are shown.
 */
function visibleRows(model, collapsed, filter) {
  const rows = [];
  const active = filterActive(filter);
  let keep = null;
  if (active) {
    keep = new Map();
    for (const node of model.byId.values()) {
      if (!nodeMatches(node, filter)) continue;
      keep.set(node.id, false);
      let parent = node.parentId;
      while (parent !== undefined && parent !== null && model.byId.has(parent) && !keep.has(parent)) {
        keep.set(parent, true);
        parent = model.byId.get(parent).parentId;
      }
    }
  }
  // An explicit stack, not recursion: a deep run must not overflow the browser's stack.
  const stack = [];
  for (let i = model.roots.length - 1; i >= 0; i--) stack.push([model.roots[i], 0]);
  while (stack.length > 0) {
    const [id, depth] = stack.pop();
    if (keep && !keep.has(id)) continue;
    rows.push({ id, depth, context: keep ? keep.get(id) : false });
    if (!active && collapsed.has(id)) continue;
    const kids = childrenOf(model, id);
    for (let i = kids.length - 1; i >= 0; i--) stack.push([kids[i], depth + 1]);
  }
  return rows;
}
