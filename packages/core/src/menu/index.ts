// The menu stage: how normalized options are shown to the model.
export { renderOptions, MENU_HEADER } from "./render-options";
export { renderOption } from "./render-option";
export { renderType } from "./render-type";
export { placeholderFor, STRING_PLACEHOLDER } from "./placeholder";
export { inlineJson } from "./inline-json";
export { detailLines } from "./detail-lines";
export { constraintNotes } from "./constraint-notes";
