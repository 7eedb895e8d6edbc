// The list of runs (served viewer only): newest first, refreshed while the page is open.

/** Renders the run summaries into `list`; `selectedId` is highlighted. */
function renderRunList(list, runs, selectedId, now) {
  if (runs.length === 0) {
    list.replaceChildren(h("li", { class: "empty", text: "No runs match." }));
    return;
  }
  list.replaceChildren(...runs.map((run) => {
    const status = statusLabel(run.status);
    const tokens = run.tokens && typeof run.tokens.total === "number" ? plural(run.tokens.total, "token") : "";
    return h("li", {}, [
      h("a", {
        href: "#run=" + encodeURIComponent(run.runId), class: "run status-" + run.status + (run.runId === selectedId ? " selected" : ""),
        "data-run": run.runId, "aria-current": run.runId === selectedId ? "true" : undefined,
      }, [
        h("span", { class: "run-head" }, [
          h("span", { class: "status", title: status.text, text: status.icon + " " + status.text }),
          h("span", { class: "name", text: run.root ? run.root.kind + " " + run.root.name : run.runId }),
        ]),
        h("span", { class: "run-facts", text: [
          formatAgo(run.startedAt, now),
          run.status === "running" ? "running" : formatDuration(run.durationMs),
          plural(run.decisions, "decision"), plural(run.modelCalls, "model call"), tokens,
          typeof run.durableRunId === "string" ? "durable run " + run.durableRunId.slice(0, 8) : "",
        ].filter(Boolean).join(" · ") }),
      ]),
    ]);
  }));
}

/** Fetches JSON from the viewer's own server; rejects with the server's message on an error status. */
function getJson(url) {
  return fetch(url, { headers: { accept: "application/json" } }).then((response) =>
    response.json().then((body) => {
      if (!response.ok) throw new Error(body && body.error ? body.error : "HTTP " + response.status);
      return body;
    }));
}
