/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    /** The round's length in seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    requests?: {
      method: string;
      path: string;
      setupRequest(req: Record<string, unknown>): Record<string, unknown>;
    }[];
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
