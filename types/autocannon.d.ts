// The part of autocannon's API the load benches use (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    '4xx': number;
    '5xx': number;
    /** Count per status code, e.g. statusCodeStats['429'].count. */
    statusCodeStats?: Record<string, { count: number }>;
  }
  interface RequestParams {
    method?: string;
    path?: string;
    body?: string;
    headers?: Record<string, string>;
  }
  interface RequestStep extends RequestParams {
    /** Rewrites each request before it is sent (e.g. to cycle through many URLs). */
    setupRequest?: (request: RequestParams) => RequestParams;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    /** Stop after this many requests instead of a duration. */
    amount?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    requests?: RequestStep[];
  }
  function autocannon(options: Options): Promise<Result>;
  export = autocannon;
}
