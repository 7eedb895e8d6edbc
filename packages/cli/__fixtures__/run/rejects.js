// A script for the `agentic run` tests: leaves a promise rejected after it has loaded.
setTimeout(() => {
  Promise.reject(new Error("late failure"));
}, 1);
