import { ConfigurationError } from "@agentic-ts/core";
import { loadMcp, MCP_INSTALL } from "./load-mcp";

const notFound = (name: string) => Object.assign(new Error(`Cannot find module '${name}'\nRequire stack:\n- /app/node_modules/x.js`), { code: "MODULE_NOT_FOUND" });

describe("loadMcp", () => {
  it("loads @agentic-ts/mcp", () => {
    expect(loadMcp().mcpHttpHandler).toEqual(expect.any(Function));
  });

  it("names the install line when the package is not installed", () => {
    const load = () => {
      throw notFound("@agentic-ts/mcp");
    };
    expect(() => loadMcp(load)).toThrow(ConfigurationError);
    expect(() => loadMcp(load)).toThrow(`which is not installed. Install it: ${MCP_INSTALL}`);
    expect(MCP_INSTALL).toBe("npm i @agentic-ts/mcp");
  });

  it("lets any other failure through: a dependency of the package missing is not the package missing", () => {
    const missingSdk = notFound("@modelcontextprotocol/sdk/server/index.js");
    expect(() =>
      loadMcp(() => {
        throw missingSdk;
      }),
    ).toThrow(missingSdk);
  });
});
