/** A counter of the reads made through the proxies it wraps: every property read and every key listing. */
export interface ReadCounter {
  /** `target` behind a proxy that counts reads; arrays stay arrays (`Array.isArray` is true). */
  wrap<T extends object>(target: T): T;
  /** The reads counted so far, over every proxy this counter wrapped. */
  reads(): number;
}

/** A new {@link ReadCounter}: tests measure a check's work by the reads it makes, not by wall time. */
export function readCounter(): ReadCounter {
  let reads = 0;
  const handler: ProxyHandler<object> = {
    get: (target, key, receiver) => {
      reads += 1;
      return Reflect.get(target, key, receiver);
    },
    ownKeys: (target) => {
      reads += 1;
      return Reflect.ownKeys(target);
    },
  };
  return { wrap: (target) => new Proxy(target, handler) as typeof target, reads: () => reads };
}
