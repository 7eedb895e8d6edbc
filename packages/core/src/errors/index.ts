// errors/ (layer 1): one error per file (`RunSuspension` too), `Result`/`Problem`, secret scrubbing, the
// errors' HTTP answers (`toHttpError`).
// May import: `contracts/`. The layer table and the rule: ../README.md.
export {};
