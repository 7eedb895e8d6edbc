// agent/ (layer 13): the `Agent` class, DI wiring (tsyringe), default toolsets.
// May import: layers 0-12. The layer table and the rule: ../README.md.
export {};
