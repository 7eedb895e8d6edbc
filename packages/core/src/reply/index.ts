// reply/ (layer 6): extracting the pick from a reply: the linear strict-JSON scan.
// May import: layers 0-5. The layer table and the rule: ../README.md.
export {};
