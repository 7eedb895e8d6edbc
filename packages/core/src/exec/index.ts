// exec/ (layer 12): the exec turn: tool loop, tool calls, exec picks, response formats.
// May import: layers 0-11. The layer table and the rule: ../README.md.
export {};
