import { AgenticFunction } from "@agentic-ts/core";

/** Values that reached {@link AccountDto}'s setters, by accessor name; model data must never get there. */
export const setterWrites: Array<[string, unknown]> = [];

/** An account to open, as a DTO class with accessors beside its data properties. */
export class AccountDto {
  /** The holder's name. */
  holder!: string;
  plan?: "free" | "pro";
  private nick = "none";

  /** A getter: computed from the data, never data itself. */
  get greeting(): string {
    return `Hello, ${this.holder}`;
  }

  /** A getter with a setter. */
  get nickname(): string {
    return this.nick;
  }

  set nickname(value: string) {
    setterWrites.push(["nickname", value]);
    this.nick = value;
  }

  /** A write-only setter. */
  set secret(value: string) {
    setterWrites.push(["secret", value]);
  }
}

export class Accounts {
  /**
   * Open an account.
   * @param account The account to open.
   */
  @AgenticFunction()
  open(account: AccountDto): AccountDto {
    return account;
  }

  /**
   * Change an account.
   * @param changes The fields to change.
   */
  @AgenticFunction()
  amend(changes: Partial<AccountDto>): Partial<AccountDto> {
    return changes;
  }
}
