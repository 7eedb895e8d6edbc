// context/ (layer 6): the request context (`withContext`), function and DI scope primitives, token labels.
// May import: layers 0-5. The layer table and the rule: ../README.md.
export {};
