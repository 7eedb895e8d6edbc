import { ConfigurationError } from "../errors/configuration-error";

/** A parameter the model sees, as {@link checkHiddenNameClash} reads it. */
export interface VisibleParamName {
  /** The name the model sees. */
  readonly name: string;
  /** Where it is, e.g. `parameter #0 (orderId)`. */
  readonly where: string;
}

/** A hidden (`@ContextParam` or `@RuntimeParam`) parameter, as {@link checkHiddenNameClash} reads it. */
export interface HiddenParamNames {
  /** Every name it goes by: its context key and, when known, the parameter's own name. */
  readonly names: readonly string[];
  /** Its decorator, for the message. */
  readonly decorator: "@ContextParam" | "@RuntimeParam";
  /** Where it is, e.g. `parameter #2 (customer)`. */
  readonly where: string;
}

/**
 * Throws a {@link ConfigurationError} when a model-visible parameter of `label` shares a name with one
 * of its hidden parameters. The message names the function, both parameters and the fix.
 */
export function checkHiddenNameClash(label: string, visible: readonly VisibleParamName[], hidden: readonly HiddenParamNames[]): void {
  // The model would believe it sets a value the function really takes from the context or the runtime,
  // and every message, trace and tool definition naming that argument would be ambiguous.
  const hiddenByName = new Map<string, HiddenParamNames>();
  for (const param of hidden) for (const name of param.names) if (!hiddenByName.has(name)) hiddenByName.set(name, param);
  for (const param of visible) {
    const clash = hiddenByName.get(param.name);
    if (clash === undefined) continue;
    throw new ConfigurationError(
      `${label}: the model-visible ${param.where} and the ${clash.decorator} ${clash.where} share the name "${param.name}". ` +
        `A parameter the model sets and one it cannot see must not share a name: give the model-visible one ` +
        `another name with @LlmParam({ name: "…" }), or rename the hidden one` +
        (clash.decorator === "@ContextParam" ? ` (@ContextParam("key") sets the key its value is read under).` : "."),
    );
  }
}
