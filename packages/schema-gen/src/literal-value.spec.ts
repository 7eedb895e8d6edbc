import * as ts from "typescript";
import { NOT_LITERAL, literalValue } from "./literal-value";

function valueOf(expression: string): unknown {
  const file = ts.createSourceFile("x.ts", `const x = ${expression};`, ts.ScriptTarget.ES2022, true);
  const statement = file.statements[0] as ts.VariableStatement;
  return literalValue(statement.declarationList.declarations[0]!.initializer!);
}

it.each([
  ['"a"', "a"],
  ["`t`", "t"],
  ["-1.5", -1.5],
  ["true", true],
  ["null", null],
  ['[1, "b", [false]]', [1, "b", [false]]],
  ['{ a: 1, "b": [null] } as const', { a: 1, b: [null] }],
])("evaluates %s", (expression, expected) => {
  expect(valueOf(expression)).toEqual(expected);
});

it.each(["undefined", "f()", "[a]", "{ ...o }", "`${a}`", "{ [k]: 1 }"])("refuses %s", (expression) => {
  expect(valueOf(expression)).toBe(NOT_LITERAL);
});
