// The details panel: everything recorded about the selected node, by kind. A decision shows its menu,
// the reply, the pick, the validated arguments, each re-pick with its problem, the usage and the timings.

/** Renders the details of `node` into `panel`. */
function renderDetails(panel, model, node, now) {
  if (!node) {
    panel.replaceChildren(h("p", { class: "empty", text: "Select a node (click, or ↑/↓ and Enter) to see its details." }));
    return;
  }
  const d = node.data || {};
  const status = statusLabel(node.status);
  const parts = [
    h("h2", {}, [
      h("span", { class: "status status-" + node.status, title: status.text, text: status.icon + " " + status.text }),
      " ",
      h("span", { class: "kind", text: node.kind }),
      " ",
      h("span", { "data-field": "name", text: node.name }),
    ]),
  ];
  if (node.status === "error" && node.error) {
    parts.push(h("div", { class: "error-box", role: "alert", "data-field": "error" }, [
      h("strong", { text: "✗ Failed — " + node.error.name }),
      h("pre", { text: node.error.message }),
    ]));
  } else if (node.status === "suspended") {
    // Stopped for an approval: not a failure; the reason is what the approver is asked.
    parts.push(h("div", { class: "suspended-box", "data-field": "suspended" }, [
      h("strong", { text: "⏸ Suspended — waiting for an approval" }),
      node.error ? h("pre", { text: node.error.message }) : null,
    ]));
  }
  const sections = KIND_SECTIONS[node.kind] || (() => []);
  for (const section of sections(model, node, d)) parts.push(section);
  if (Array.isArray(d.approvals) && d.approvals.length > 0) parts.push(approvalsSection(d.approvals));
  parts.push(timings(model, node, now));
  parts.push(h("details", { class: "raw" }, [h("summary", { text: "Raw node data" }), block("node", node, "raw")]));
  panel.replaceChildren(...parts);
  panel.scrollTop = 0;
}

/** A labelled section. */
function section(title, children) {
  return h("section", {}, [h("h3", { text: title })].concat(children));
}

/** A preformatted block with a copy button. */
function block(label, value, field) {
  const text = prettyJson(value);
  return h("div", { class: "block" }, [copyButton(label, text), h("pre", { "data-field": field, text })]);
}

/** Key/value facts as a definition list; empty values are left out. */
function facts(pairs) {
  const items = [];
  for (const [key, value, field] of pairs) {
    if (value === undefined || value === null || value === "") continue;
    items.push(h("dt", { text: key }), h("dd", { "data-field": field, text: String(value) }));
  }
  return h("dl", {}, items);
}

const KIND_SECTIONS = {
  decision(model, node, d) {
    const out = [];
    const first = firstModelCall(model, node);
    out.push(section("Pick", [
      typeof d.chosen === "string" ? null : h("p", { class: "problem", "data-field": "no-pick", text: node.status === "running" ? "Not picked yet." : "No option was picked." }),
      facts([
        ["chosen", d.chosen, "chosen"],
        ["option kind", d.kind, "chosen-kind"],
        ["options", Array.isArray(d.options) ? d.options.join(", ") : "", "options"],
        ["attempts", d.attempts, "attempts"],
        ["tokens", formatUsage(d.usage), "usage"],
      ]),
    ]));
    if (d.args !== undefined) out.push(section("Validated arguments", [block("the arguments", d.args, "args")]));
    const menu = decisionMenu(model, node);
    if (menu) out.push(section("Menu", [block("the menu", menu, "menu")]));
    if (first && typeof first.data.reply === "string") out.push(section("Reply", [block("the reply", first.data.reply, "reply")]));
    const repicks = decisionRepicks(model, node);
    if (repicks.length > 0) {
      out.push(section("Re-picks (" + repicks.length + ")", repicks.map(({ node: r, call }) => {
        const p = r.data.problem || {};
        return h("div", { class: "repick" + (r.status === "error" ? " failed" : "") }, [
          h("h4", { text: "Re-pick " + (r.data.attempt || "?") + " (attempt " + ((r.data.attempt || 0) + 1) + ")" }),
          h("p", { class: "problem", "data-field": "repick-problem", text: String(p.kind || "problem") + ": " + String(p.message || "") }),
          call && typeof call.data.reply === "string" ? h("p", { class: "label", text: "New reply" }) : null,
          call && typeof call.data.reply === "string" ? block("the new reply", call.data.reply, "repick-reply") : null,
        ]);
      })));
    }
    // Last: the whole first request repeats the menu, so it is the least read.
    if (first && first.data.prompt !== undefined) out.push(section("Prompt (first model call)", [block("the prompt", first.data.prompt, "prompt")]));
    return out;
  },
  model_call(model, node, d) {
    const out = [section("Call", [facts([
      ["model", node.name, "model"],
      ["purpose", d.purpose, "purpose"],
      ["tools offered", Array.isArray(d.tools) && d.tools.length ? d.tools.join(", ") : "", "tools"],
      ["transport retries", d.retries, "retries"],
      ["tokens", formatUsage(d.usage), "usage"],
    ])])];
    if (typeof d.reply === "string") out.push(section("Reply", [block("the reply", d.reply, "reply")]));
    if (Array.isArray(d.toolCalls) && d.toolCalls.length) out.push(section("Tool calls", [block("the tool calls", d.toolCalls, "tool-calls")]));
    if (d.prompt !== undefined) out.push(section("Prompt", [block("the prompt", d.prompt, "prompt")]));
    return out;
  },
  repick(model, node, d) {
    const p = d.problem || {};
    return [
      section("Problem", [h("p", { class: "problem", "data-field": "repick-problem", text: String(p.kind || "problem") + ": " + String(p.message || "") })]),
      d.reply !== undefined ? section("The reply that was rejected", [block("the rejected reply", d.reply, "reply")]) : null,
    ].filter(Boolean);
  },
  function: callSections,
  tool_call: callSections,
  exec(model, node, d) {
    return [
      section("Turn", [facts([
        ["tools", Array.isArray(d.tools) ? d.tools.join(", ") : "", "tools"],
        ["choices", Array.isArray(d.choices) ? d.choices.join(", ") : "", "choices"],
        ["tokens", formatUsage(d.usage), "usage"],
      ])]),
      d.content !== undefined ? section("Content", [block("the content", d.content, "content")]) : null,
    ].filter(Boolean);
  },
};

/** The verdicts given on a call that needed approval (durable runs): who, when, approved or not, the note. */
function approvalsSection(approvals) {
  return section("Approvals", [h("ul", { class: "approvals", "data-field": "approvals" }, approvals.map((a) =>
    h("li", { text: (a.approved ? "✓ approved" : "✗ declined") + " " + String(a.option || "") + (a.by ? " by " + a.by : "") + (a.at ? " at " + a.at : "") + (a.note ? " — " + a.note : "") }),
  ))]);
}

function callSections(model, node, d) {
  const out = [];
  if (d.args !== undefined) out.push(section("Arguments", [block("the arguments", d.args, "args")]));
  if (d.result !== undefined) out.push(section("Result", [block("the result", d.result, "result")]));
  return out;
}

function timings(model, node, now) {
  const span = runSpan(model, now);
  const calls = node.kind === "decision" || node.kind === "exec" ? modelCallsUnder(model, node.id) : [];
  return section("Timings", [
    facts([
      ["duration", node.status === "running" ? "running for " + formatDuration(now - node.startedAt) : formatDuration(node.durationMs), "duration"],
      ["started", formatClock(node.startedAt) + " (" + formatAgo(node.startedAt, now) + ")", "started"],
      ["into the run", "+" + formatDuration(node.startedAt - span.start), "offset"],
    ]),
    calls.length > 0
      ? h("ul", { class: "calls" }, calls.map((c) => h("li", { text: (c.data.purpose || "model call") + " · " + c.name + ": " + formatDuration(c.durationMs) + (formatUsage(c.data.usage) ? " · " + formatUsage(c.data.usage) : "") })))
      : null,
  ]);
}

/** The model calls anywhere under a node, in start order. */
function modelCallsUnder(model, id) {
  const out = [];
  const stack = [id];
  while (stack.length) {
    for (const child of childrenOf(model, stack.pop())) {
      const node = model.byId.get(child);
      if (node.kind === "model_call") out.push(node);
      stack.push(child);
    }
  }
  return out.sort((a, b) => a.id - b.id);
}
