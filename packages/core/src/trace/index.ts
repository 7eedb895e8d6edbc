// trace/ (layer 7): the trace DAG, node bounding, its stores' port, trace-node diagnostics.
// May import: layers 0-6. The layer table and the rule: ../README.md.
export {};
