import { TokenDirectory } from "./token-directory";

describe("TokenDirectory", () => {
  it("maps each issued token to its principal, and knows no other token", () => {
    const directory = new TokenDirectory();
    const alice = directory.issue({ id: "cust-1", roles: ["customer"] });
    const bob = directory.issue({ id: "sup-1", roles: ["supervisor"] });
    expect(alice).not.toBe(bob);
    expect(alice).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    expect(directory.lookup(alice)).toEqual({ id: "cust-1", roles: ["customer"] });
    expect(directory.lookup(bob)).toEqual({ id: "sup-1", roles: ["supervisor"] });
    expect(directory.lookup(`${alice}x`)).toBeUndefined();
    expect(new TokenDirectory().lookup(alice)).toBeUndefined(); // tokens belong to the directory (process) that issued them
  });

  it("keeps its own frozen copy of the principal", () => {
    const directory = new TokenDirectory();
    const roles: ("customer" | "supervisor")[] = ["customer"];
    const token = directory.issue({ id: "cust-1", roles });
    roles.push("supervisor");
    const principal = directory.lookup(token);
    expect(principal?.roles).toEqual(["customer"]);
    expect(Object.isFrozen(principal) && Object.isFrozen(principal?.roles)).toBe(true);
  });
});
