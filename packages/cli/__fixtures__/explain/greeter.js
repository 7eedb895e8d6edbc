// A plain JavaScript module for the `agentic explain` tests: no decorators, no spec, an ambient runtime.
const { decision } = require("@agentic-ts/core");

class Greeter {
  greet(name) {
    return decision.make(`Greet ${name}.`, ["wave", ["bow", "A formal bow."]]);
  }
}

module.exports = { Greeter };
