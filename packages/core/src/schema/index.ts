// schema/ (layer 2): the field syntax and its JSON Schema compiler (`String`, `Int`, shapes, meta-specs, `jsonSchema`, Standard Schema, payload types).
// May import: layers 0-1. The layer table and the rule: ../README.md.
export {};
