// decorators/ (layer 10): the thin decorators over `metadata/`, `agenticFunction`, invoking agentic functions.
// May import: layers 0-9. The layer table and the rule: ../README.md.
export {};
