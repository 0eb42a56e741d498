/**
 * The load driver both API benchmarks use: one autocannon round, and the median
 * summary of alternating rounds.
 */
import autocannon from 'autocannon';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Measure {
  rps: number;
  p99: number;
  errors: number;
  /** The answers that were not 2xx, by status code (a row's notes name them). */
  statuses?: Record<string, number>;
}

/** A scripted request (autocannon's `requests`); GET rounds give only a URL. */
interface CannonRequest {
  method: string;
  path: string;
  setupRequest(req: Record<string, unknown>): Record<string, unknown>;
}

export interface Round {
  url: string;
  connections: number;
  requests?: CannonRequest[];
  /** GET these paths of `url`'s server in turn (a mix of pages), instead of `url` itself. */
  paths?: readonly string[];
  /**
   * Send at this many requests per second, evenly spaced, over at most `connections`
   * sockets (see `paced`). Unset: as fast as the server answers.
   */
  rate?: number;
  /** Sent with every request of a closed-loop round (a browser's `accept-encoding`). */
  headers?: Record<string, string>;
}

/**
 * One round of `seconds`. Requests per second are the round's completed requests over
 * its length: autocannon's per-second samples miss the last partial second and read
 * 0 for rounds of a second or two.
 */
export async function hammer(round: Round, seconds: number): Promise<Measure> {
  if (round.rate) return paced(round, round.rate, seconds);
  const { paths, ...options } = round;
  if (paths) {
    let n = 0;
    options.requests = [
      { method: 'GET', path: paths[0]!, setupRequest: (req) => ({ ...req, path: paths[n++ % paths.length] }) },
    ];
  }
  const result = await autocannon({ ...options, duration: seconds, pipelining: 1 });
  const elapsed = result.duration > 0 ? result.duration : seconds;
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(
    (result as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {},
  )) {
    if (!code.startsWith('2')) statuses[code] = stat.count;
  }
  return {
    rps: result.requests.total / elapsed,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    statuses,
  };
}

/**
 * An open-loop round: one request every 1/rate seconds whether or not earlier ones have
 * answered, each timed from when it was due, so a slow answer also counts against the
 * requests queued behind it. (autocannon's own rate limit sends each second's requests
 * in a burst, which measures the burst rather than the rate.) A round of scripted
 * requests sends the first one's method, path, headers and body as its `setupRequest`
 * makes them, request by request; otherwise GET of `paths` in turn (or of `url`).
 */
async function paced(round: Round, rate: number, seconds: number): Promise<Measure> {
  const urls = round.paths ? round.paths.map((p) => new URL(p, round.url).toString()) : [round.url];
  const scripted = round.requests?.[0];
  const agent = new http.Agent({ keepAlive: true, maxSockets: round.connections });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const count = Math.round(rate * seconds);
  const start = performance.now();
  const answers: Promise<void>[] = [];
  for await (const { i, due } of ticks(rate, (i) => i >= count)) {
    answers.push(
      new Promise<void>((resolve) => {
        const onAnswer = (res: http.IncomingMessage) => {
          res.resume();
          res.on('end', () => {
            const code = res.statusCode ?? 0;
            if (code >= 200 && code < 300) latencies.push(performance.now() - due);
            else {
              errors++;
              statuses[code] = (statuses[code] ?? 0) + 1;
            }
            resolve();
          });
        };
        let req: http.ClientRequest;
        if (scripted) {
          const made = scripted.setupRequest({ method: scripted.method, path: scripted.path, headers: {} }) as {
            method: string;
            path: string;
            headers: Record<string, string>;
            body?: string;
          };
          req = http.request(
            new URL(made.path, round.url),
            { agent, method: made.method, headers: made.headers },
            onAnswer,
          );
          req.end(made.body);
        } else {
          req = http.get(urls[i % urls.length]!, { agent }, onAnswer);
        }
        req.on('error', () => {
          errors++;
          resolve();
        });
      }),
    );
  }
  await Promise.all(answers);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p99: latencies.length ? latencies[Math.ceil(latencies.length * 0.99) - 1]! : NaN,
    errors,
    statuses,
  };
}

/**
 * Beats `rate` times a second from now, each at its due time however late the work
 * after the one before ran, until `done(i)`; yields the beat's number and due time.
 */
export async function* ticks(rate: number, done: (i: number) => boolean) {
  const start = performance.now();
  for (let i = 0; !done(i); i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    if (done(i)) return;
    yield { i, due };
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** The median of each figure over rounds; errors are summed. */
export const summarize = (ms: Measure[]): Measure => ({
  rps: median(ms.map((m) => m.rps)),
  p99: median(ms.map((m) => m.p99)),
  errors: ms.reduce((n, m) => n + m.errors, 0),
  statuses: ms.reduce<Record<string, number>>((all, m) => {
    for (const [code, n] of Object.entries(m.statuses ?? {})) all[code] = (all[code] ?? 0) + n;
    return all;
  }, {}),
});
