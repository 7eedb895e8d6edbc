/** One option as the provider tests expect it in a `json` pick schema: its name, description and args schema. */
export interface ExpectedBranch {
  readonly name: string;
  readonly description?: string;
  readonly args: object;
}

/**
 * The pick schema the provider tests expect on the wire, written out independently of core's builder:
 * `{ pick: anyOf [ { call: <one-value enum>, args } … ] }`, every object closed.
 */
export function expectedPickSchema(branches: readonly ExpectedBranch[]): object {
  return {
    type: "object",
    properties: {
      pick: {
        anyOf: branches.map((b) => ({
          type: "object",
          ...(b.description ? { description: b.description } : {}),
          properties: { call: { type: "string", enum: [b.name] }, args: b.args },
          required: ["call", "args"],
          additionalProperties: false,
        })),
      },
    },
    required: ["pick"],
    additionalProperties: false,
  };
}
