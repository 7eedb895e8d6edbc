import * as path from "node:path";
import { removeTempProject, writeTempProject } from "../__fixtures__/temp-project";
import { generateSpecs } from "./generate-specs";

// Four one-parameter methods: the same signature twice, then a narrowed type and a renamed parameter.
const SOURCE = `import { AgenticFunction } from "@agentic-ts/core";
type OrderId = string;
export class Desk {
  @AgenticFunction() same(orderId: string) { return orderId; }
  @AgenticFunction() twin(orderId: string) { return orderId; }
  @AgenticFunction() narrowed(orderId: "A-1" | "A-2") { return orderId; }
  @AgenticFunction() renamed(orderRef: string) { return orderRef; }
  @AgenticFunction() aliased(orderId: OrderId) { return orderId; }
  @AgenticFunction() optional(orderId?: string) { return orderId; }
}
`;

it("differs exactly when a parameter's type, name or optionality does", () => {
  const dir = writeTempProject({ "src/desk.ts": SOURCE });
  try {
    const { specs, errors } = generateSpecs({ project: path.join(dir, "tsconfig.json"), outFile: path.join(dir, "src/agentic.generated.ts"), cwd: dir });
    expect(errors).toEqual([]);
    const types = (method: string) => specs.methods[`Desk.${method}`]?.types;
    expect(types("same")).toMatch(/^[0-9a-f]{16}$/);
    expect(types("twin")).toBe(types("same"));
    // The schema of the narrowed parameter differs too; an alias of string has the same schema, only the fingerprint tells.
    expect(specs.methods["Desk.aliased"]?.params[0]?.schema).toEqual(specs.methods["Desk.same"]?.params[0]?.schema);
    const others = ["narrowed", "renamed", "aliased", "optional"].map(types);
    expect(new Set([types("same"), ...others]).size).toBe(5);
  } finally {
    removeTempProject(dir);
  }
});
