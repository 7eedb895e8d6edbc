// dispatch/ (layer 9): binding, option validation, DTOs, the approval gate and the one gate → journaled call path.
// May import: layers 0-8. The layer table and the rule: ../README.md.
export {};
