/**
 * The load driver both API benchmarks use: one autocannon round, and the median
 * summary of alternating rounds.
 */
import autocannon from 'autocannon';

export interface Measure {
  rps: number;
  p99: number;
  errors: number;
}

/** A scripted request (autocannon's `requests`); GET rounds give only a URL. */
export interface CannonRequest {
  method: string;
  path: string;
  setupRequest(req: Record<string, unknown>): Record<string, unknown>;
}

export interface Round {
  url: string;
  connections: number;
  requests?: CannonRequest[];
}

/**
 * One round of `seconds`. Requests per second are the round's completed requests over
 * its length: autocannon's per-second samples miss the last partial second and read
 * 0 for rounds of a second or two.
 */
export async function hammer(round: Round, seconds: number): Promise<Measure> {
  const result = await autocannon({ ...round, duration: seconds, pipelining: 1 });
  const elapsed = result.duration > 0 ? result.duration : seconds;
  return {
    rps: result.requests.total / elapsed,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** The median of each figure over rounds; errors are summed. */
export const summarize = (ms: Measure[]): Measure => ({
  rps: median(ms.map((m) => m.rps)),
  p99: median(ms.map((m) => m.p99)),
  errors: ms.reduce((n, m) => n + m.errors, 0),
});
