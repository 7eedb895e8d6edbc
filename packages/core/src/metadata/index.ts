// metadata/ (layer 4): decorator records, parameter names, generated specs and their registry, function specs.
// May import: layers 0-3. The layer table and the rule: ../README.md.
export {};
