/** The part of autocannon 9's programmatic API the benchmarks use (the package has no types of its own). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface AutocannonClient extends EventEmitter {
    on(event: 'request', listener: () => void): this;
    on(event: 'headers', listener: (info: { statusCode: number }) => void): this;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    setupClient?: (client: AutocannonClient) => void;
  }

  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: { total: number };
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(event: 'response', listener: (client: AutocannonClient, statusCode: number, resBytes: number, responseTime: number) => void): this;
    on(event: 'reqError', listener: (error: Error) => void): this;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
  export type { AutocannonClient, Instance, Options, Result };
}
