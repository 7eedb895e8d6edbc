export { DEFAULT_MAX_CONNECTIONS, openConnectionPool } from "./connection-pool";
export type { ConnectionPool } from "./connection-pool";
