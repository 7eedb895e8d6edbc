import { nameProblem } from "./name-check";

it.each(["orderId", "_x", "a.b-c", "x".repeat(64)])("accepts %s", (name) => {
  expect(nameProblem(name)).toBeUndefined();
});

it.each([
  ["$id", /not a valid name/],
  ["9lives", /not a valid name/],
  ["x".repeat(65), /not a valid name/],
  ["", /not a valid name/],
  ["constructor", /member of Object.prototype/],
  ["__proto__", /member of Object.prototype/],
  ["hasOwnProperty", /member of Object.prototype/],
])("rejects %j", (name, reason) => {
  expect(nameProblem(name)).toMatch(reason);
});
