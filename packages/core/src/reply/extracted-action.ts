/** The option a model picked and the arguments it gave, as read from its reply. */
export interface ExtractedAction {
  /** The option name, from the object's call key. */
  readonly call: string;
  /**
   * The arguments: the `args` object, else an `arguments` object, else `{}` (`null` counts as missing).
   * When both carry objects they must be the same JSON, or the pick is sent back as a conflict.
   */
  readonly args: Record<string, unknown>;
}
