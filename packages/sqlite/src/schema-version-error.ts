/**
 * The error opening a store fails with when its file's schema is not one this code can use: newer than
 * the newest it knows (written by a newer release of `@agentic-ts/sqlite`), or, for a read-only opening,
 * older (it cannot be migrated without writing). Nothing was changed in the file.
 */
export class SchemaVersionError extends Error {
  constructor(
    /** The store's file. */
    readonly path: string,
    /** The file's schema version (0: no agentic-ts tables). */
    readonly version: number,
    /** The newest schema version this code knows. */
    readonly newestKnown: number,
  ) {
    super(
      version > newestKnown
        ? `SqliteStore ${path}: its schema is version ${version}, newer than version ${newestKnown}, the newest this ` +
            "@agentic-ts/sqlite knows: it was written by a newer release. Upgrade @agentic-ts/sqlite (and @agentic-ts/cli) to read or write it."
        : `SqliteStore ${path}: its schema is version ${version}, older than version ${newestKnown}, which this ` +
            "@agentic-ts/sqlite reads, and a read-only store does not migrate it. Open it read-write once (new SqliteStore(path)) to migrate it.",
    );
    this.name = "SchemaVersionError";
  }
}
