// The menu stage: how normalized options are shown to the model.
export { renderOptions, MENU_HEADER, MENU_CALL_LINE } from "./render-options";
export { renderOption } from "./render-option";
export { renderType, renderAnnotatedType } from "./render-type";
export { inlineJson } from "./inline-json";
export { notesOf, noteComment } from "./notes";
export { constraintNotes } from "./constraint-notes";
