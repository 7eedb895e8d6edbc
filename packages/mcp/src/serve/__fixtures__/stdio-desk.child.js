// Child process of serve-mcp-stdio.int.spec.ts: serves a small agent over stdio through the compiled
// package (dist/, built by `npm test`'s build step). Its tools write to stdout behind the transport's back
// (console.log, console.info, process.stdout.write): the test's client must still read nothing but
// JSON-RPC there. Plain JavaScript, so the decorators are applied by hand as TypeScript would.
require("reflect-metadata");
const { Agent, AgenticFunction, ContextParam, LlmParam } = require("@agentic-ts/core");
const { serveMcp } = require("../../../dist");

class StdioDesk extends Agent {
  noisy() {
    console.log("console.log inside a tool");
    console.info("console.info inside a tool");
    process.stdout.write("process.stdout.write inside a tool\n");
    return { said: "done" };
  }

  echo(text, caller) {
    return `${caller} says ${text}`;
  }
}

function decorate(method, description, params = []) {
  for (const [index, decorator] of params) decorator(StdioDesk.prototype, method, index);
  const descriptor = Object.getOwnPropertyDescriptor(StdioDesk.prototype, method);
  Object.defineProperty(StdioDesk.prototype, method, AgenticFunction({ description })(StdioDesk.prototype, method, descriptor));
}
decorate("noisy", "Write to stdout behind the transport's back.");
decorate("echo", "Echo a text.", [[0, LlmParam({ name: "text", type: String, description: "What to echo." })], [1, ContextParam("caller")]]);

// A console.log once serving has started goes to stderr too.
serveMcp([new StdioDesk()], { transport: "stdio", context: () => ({ caller: "stdio-client" }) }).then(
  () => console.log("serving (a console.log after serveMcp started)"),
  (error) => {
    process.stderr.write(`${error.stack}\n`);
    process.exit(1);
  },
);
