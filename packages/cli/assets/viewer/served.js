// The served viewer: the run list and the selected run come from the server, and a running run is
// polled for the nodes written since the last answer (by seq) until its root ends.

function startServedViewer() {
  const refreshRuns = () => {
    const status = $("run-status").value;
    getJson("api/runs?limit=500" + (status ? "&status=" + encodeURIComponent(status) : "")).then((runs) => {
      state.runs = runs;
      renderRunList($("run-list"), runs, state.runId, Date.now());
      setBanner("");
      const wanted = new URLSearchParams(location.hash.slice(1)).get("run");
      if (!state.runId && !wanted && runs.length > 0) openRun(runs[0].runId);
    }, (error) => setBanner("Could not list runs: " + error.message));
  };
  $("run-status").addEventListener("change", refreshRuns);
  window.addEventListener("hashchange", () => {
    const wanted = new URLSearchParams(location.hash.slice(1)).get("run");
    if (wanted && wanted !== state.runId) openRun(wanted);
  });
  const wanted = new URLSearchParams(location.hash.slice(1)).get("run");
  if (wanted) openRun(wanted);
  refreshRuns();
  setInterval(refreshRuns, config.pollMs * 3);
}

/** Loads a run from the server and keeps it live while it runs. */
function openRun(runId) {
  const generation = ++state.generation;
  clearTimeout(state.poll);
  getJson("api/runs/" + encodeURIComponent(runId)).then((run) => {
    if (generation !== state.generation) return;
    showRun(runId, run.nodes);
    renderRunList($("run-list"), state.runs, runId, Date.now());
    setBanner("");
    schedulePoll(generation);
  }, (error) => setBanner("Could not load run " + runId + ": " + error.message));
}

function schedulePoll(generation) {
  const root = state.model.byId.get(state.model.roots[0]);
  if (root && root.status !== "running") return;
  state.poll = setTimeout(() => {
    getJson("api/runs/" + encodeURIComponent(state.runId) + "/nodes?after=" + state.model.maxSeq).then((nodes) => {
      if (generation !== state.generation) return;
      if (nodes.length > 0) {
        mergeNodes(state.model, nodes);
        refresh();
      }
      setBanner("");
      schedulePoll(generation);
    }, (error) => {
      setBanner("Live updates paused: " + error.message);
      schedulePoll(generation);
    });
  }, config.pollMs);
}

function setBanner(text) {
  $("banner").textContent = text;
  $("banner").hidden = text === "";
}
