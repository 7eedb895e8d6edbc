/** An error in the command line itself (a missing argument, a name that does not exist): exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}
