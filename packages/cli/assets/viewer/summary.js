// One-line summaries of trace nodes for the tree rows, and the lookups the details panel shares.

/** What a node did, on one line: a decision's pick, a model call's reply, a re-pick's problem, a call's result. */
function nodeSummary(node) {
  const d = node.data || {};
  switch (node.kind) {
    case "decision": {
      if (typeof d.chosen !== "string") return Array.isArray(d.options) ? "options: " + d.options.join(", ") : "";
      const args = argsLine(d.args, 60);
      const tries = typeof d.attempts === "number" && d.attempts > 1 ? " after " + d.attempts + " attempts" : "";
      return "→ " + d.chosen + (args ? "(" + args + ")" : "") + tries;
    }
    case "model_call": {
      const calls = Array.isArray(d.toolCalls) ? d.toolCalls : [];
      if (calls.length > 0) return "→ tool calls: " + calls.map((c) => String(c.name)).join(", ");
      if (typeof d.reply === "string") return d.reply.trim() ? "→ " + oneLine(d.reply, 80) : "→ (empty reply)";
      return typeof d.purpose === "string" ? d.purpose : "";
    }
    case "repick": {
      const p = d.problem || {};
      return "← " + String(p.kind || "problem") + ": " + oneLine(String(p.message || ""), 100);
    }
    case "function":
    case "tool_call": {
      const args = "(" + argsLine(d.args, 60) + ")";
      return d.result !== undefined && node.status === "ok" ? args + " → " + oneLine(d.result, 50) : args;
    }
    case "exec": {
      const parts = [];
      if (Array.isArray(d.tools) && d.tools.length) parts.push("tools: " + d.tools.join(", "));
      if (Array.isArray(d.choices) && d.choices.length) parts.push("choices: " + d.choices.join(", "));
      return parts.join(" · ");
    }
    default:
      return "";
  }
}

/** The status of a node as icon and word, so a failure never depends on colour alone. */
function statusLabel(status) {
  if (status === "error") return { icon: "✗", text: "failed" };
  if (status === "running") return { icon: "◌", text: "running" };
  if (status === "suspended") return { icon: "⏸", text: "suspended" };
  return { icon: "✓", text: "ok" };
}

/** The menu a decision showed: its own `menu` field, else the "Options:" tail of its first model call's prompt. */
function decisionMenu(model, node) {
  if (typeof node.data.menu === "string") return node.data.menu;
  const first = firstModelCall(model, node);
  const prompt = first && typeof first.data.prompt === "string" ? first.data.prompt : "";
  const at = prompt.lastIndexOf("Options:\n");
  return at === -1 ? "" : prompt.slice(at);
}

/** The first model call under a decision (for `decision.make`), or the last one before it in its exec turn. */
function firstModelCall(model, node) {
  for (const id of childrenOf(model, node.id)) {
    const child = model.byId.get(id);
    if (child.kind === "model_call") return child;
  }
  if (node.parentId === undefined || !model.byId.has(node.parentId)) return undefined;
  // exec(choices): the final reply is the turn's last model call, a sibling before the decision node.
  let found;
  for (const id of childrenOf(model, node.parentId)) {
    if (id >= node.id) break;
    const sibling = model.byId.get(id);
    if (sibling.kind === "model_call") found = sibling;
  }
  return found;
}

/** The re-picks under a decision, each with the model call that re-asked. */
function decisionRepicks(model, node) {
  const out = [];
  for (const id of childrenOf(model, node.id)) {
    const child = model.byId.get(id);
    if (child.kind !== "repick") continue;
    const call = childrenOf(model, id).map((c) => model.byId.get(c)).find((c) => c.kind === "model_call");
    out.push({ node: child, call });
  }
  return out;
}
