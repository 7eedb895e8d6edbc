import type { SpecWarning } from "./spec-model";

/**
 * The warnings of a call as sentences for the trace: v3/v4's `unsupported`, `compatibility`, `deprecated`
 * and `other` warnings, and v2's `unsupported-setting`, `unsupported-tool` and `other`.
 */
export function readWarnings(warnings: readonly SpecWarning[] | undefined): string[] {
  return (warnings ?? []).map(warningText);
}

function warningText(warning: SpecWarning): string {
  const w = warning as { type: string; feature?: string; setting?: unknown; tool?: { name?: string }; details?: string; message?: string };
  const details = w.details ? `: ${w.details}` : "";
  switch (w.type) {
    case "unsupported":
      return `unsupported: ${w.feature ?? "a feature"}${details}`;
    case "compatibility":
      return `compatibility mode: ${w.feature ?? "a feature"}${details}`;
    case "deprecated":
      return `deprecated: ${String(w.setting)}${w.message ? `: ${w.message}` : ""}`;
    case "unsupported-setting":
      return `unsupported setting: ${String(w.setting)}${details}`;
    case "unsupported-tool":
      return `unsupported tool: ${w.tool?.name ?? "a tool"}${details}`;
    default:
      return w.message ?? JSON.stringify(warning);
  }
}

/**
 * Whether the model says it ignored the offered tools or the tool choice (v3/v4: `unsupported` of a
 * `tools`/`toolChoice` feature; v2: `unsupported-setting` of them, or `unsupported-tool`).
 */
export function warnsToolsUnsupported(warnings: readonly SpecWarning[] | undefined): boolean {
  return (warnings ?? []).some((warning) => {
    const w = warning as { type: string; feature?: string; setting?: unknown };
    if (w.type === "unsupported-tool") return true;
    const subject = w.type === "unsupported" ? w.feature : w.type === "unsupported-setting" ? String(w.setting) : undefined;
    return subject !== undefined && /^tool(s|Choice)$/.test(subject);
  });
}
