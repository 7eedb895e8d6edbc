export { DEFAULT_MAX_CONNECTIONS, openConnectionPool } from "./connection-pool";
export type { ConnectionPool, ConnectionPoolOptions } from "./connection-pool";
export { DEFAULT_SLICE_MS, EventLoopBudget } from "./event-loop-budget";
export type { EventLoopBudgetStats } from "./event-loop-budget";
export { createPooledFetch } from "./pooled-fetch";
export { CallSlots } from "./call-slots";
export type { ReleaseSlot } from "./call-slots";
