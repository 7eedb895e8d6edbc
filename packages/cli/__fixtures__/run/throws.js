// A script for the `agentic run` tests: throws while it loads.
throw new TypeError("cannot read the config");
