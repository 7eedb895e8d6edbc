// menu/ (layer 6): rendering the menu the model is shown.
// May import: layers 0-5. The layer table and the rule: ../README.md.
export { renderOptions, MENU_HEADER, MENU_CALL_LINE } from "./render-options";
export { renderOption } from "./render-option";
export { renderType, renderAnnotatedType } from "./render-type";
export { inlineJson } from "./inline-json";
export { notesOf, noteComment } from "./notes";
export { constraintNotes } from "./constraint-notes";
export { recordedOptionsJson } from "./menu-specs";
export type { RecordedOption } from "./menu-specs";
