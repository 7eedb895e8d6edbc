// The help texts of `agentic eval`: kept apart from the commands so that `--help` and a usage error load
// nothing heavy (core, the providers) — see cli-startup.spec.ts.

/** The help text of `agentic eval export`. */
export const EVAL_EXPORT_HELP = `Usage: agentic eval export [--db FILE] [--where KEY=VALUE]... [-o cases.jsonl]

Writes one eval case per decision the store recorded (decision.make, and the choices of exec turns), as JSON lines, in the order the decisions
started: its source (trace run and node), system text and prompt (or conversation), the menu (each
option's kind, name, description, argument schema and its hash), prompt and menu hashes, the recorded
pick, model and reply, and "expected": the recorded pick. Edit "expected", add "acceptable" option names
or "tags" by hand; the rest says what was asked. Two exports of the same store are the same bytes.

Decisions are recorded whole when their texts fit the trace's previewChars (default 2000 characters per
value; raise it with trace: { previewChars } for long prompts): cut ones, failed ones and ones with
images are skipped and counted on stderr. The choices of an exec turn come with the tools it offered and
the answers its tool calls got: a replay runs the turn again, each tool answering as recorded.

Options:
  --where KEY=VALUE  Only decisions where KEY is VALUE (repeat to combine):
                       run=<trace run id prefix>  durable=<durable run id>  since=<time>  until=<time>
                       chosen=<option picked>     option=<option on the menu>  model=<model asked>
                       function=<an enclosing agentic function's name>
                     Times are a duration back from now (30m, 2h, 7d) or an ISO time.
  -o, --output FILE  Write the cases to FILE instead of stdout.
  --db FILE          The trace store (default: $AGENTIC_DB, else ./agentic.db).
  -h, --help         Show this help.

Exit codes: 0 written (also when no decision matched), 2 an error (bad option, no store, unreadable).`;

/** The help text of `agentic eval run`. */
export const EVAL_RUN_HELP = `Usage: agentic eval run <cases.jsonl> --runtime SPEC [options]

Replays each case through the real decision path (the menu rendered, the pick validated, re-picks on a
bad reply; nothing is dispatched, so hidden parameters are never needed) against the candidate runtime,
and reports agreement with the expected picks (95% Wilson interval), a confusion matrix, the flipped
cases against the baseline, invalid picks and re-picks, tokens and cost, agreement per tag and, with
--repeat, flaky cases. The gate's verdict is printed last, exactly as it decides the exit code.

Options:
  --runtime SPEC         openai:<model>, anthropic:<model> (keys and endpoints from the environment:
                         OPENAI_API_KEY, OPENAI_BASE_URL, ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL), or the
                         path of a module whose default or runtime export is a Runtime or a function
                         returning one (e.g. fromAiSdk(model), a scripted candidate).
  --prompt-variant FILE  Ask each case changed: a JSON file { name?, system?, prompt? ("{prompt}" stands
                         for the recorded one), descriptions? { option: text }, pickMode? }, or a module
                         whose default export maps a case to the case to ask.
  --repeat N             Replay each case N times (default 1); cases whose picks differ are flaky.
  --concurrency N        At most N replays at once (default 4).
  --max-retries N        Re-picks per replay (default: the decision's default).
  --baseline FILE        Count flips against this report (agentic eval bless); default: the recorded picks.
  -o, --output FILE      Write the HTML report (one self-contained file).
  --json FILE            Write the JSON report (top-level "agreement", 0-1).
  --junit FILE           Write JUnit XML (a test case per eval case, and the gate).
  --min-agreement X      Fail the gate when agreement (as printed, 4 decimals) is below X (0-1).
  --max-flips N          Fail the gate when more than N cases flip from right to wrong.
  --prices FILE          A JSON price table { "<model>": { inputPerMTok, outputPerMTok, cachedInputPerMTok? } }
                         for the cost (default: the runtime's prices).
  --no-cache             Ask the model every time (default: answer a replay asked before from the cache,
                         keyed by runtime, model, prompt, menu, settings and repeat).
  --cache-dir DIR        Where the cache lives (default: node_modules/.cache/agentic-ts/eval).
  -h, --help             Show this help.

Exit codes: 0 the gate passed, 1 the gate failed, 2 an error (bad option or cases file, a case that
could not be run: the report is still written).`;

/** The help text of `agentic eval bless`. */
export const EVAL_BLESS_HELP = `Usage: agentic eval bless <report.json> [--to FILE]

Promotes a run to the baseline: copies its JSON report (agentic eval run --json) to FILE (default
eval-baseline.json), marked with the time it was blessed. Later runs given --baseline FILE count their
flips against it (a case it got right and they get wrong, or the other way round) and show its menus
and replies beside theirs. Commit the baseline next to the cases.

Options:
  --to FILE   Where the baseline goes (default: eval-baseline.json).
  -h, --help  Show this help.

Exit codes: 0 blessed, 2 an error (no such file, not a report).`;
