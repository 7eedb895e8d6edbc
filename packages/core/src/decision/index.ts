// decision/ (layer 11): `decision.make`: the pick loop, re-picks, settling a decision.
// May import: layers 0-10. The layer table and the rule: ../README.md.
export {};
