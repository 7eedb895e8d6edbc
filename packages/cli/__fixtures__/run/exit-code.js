// A script for the `agentic run` tests: exits with the code given as its first argument.
process.exitCode = Number(process.argv[2]);
