/**
 * A benchmark's server in a process of its own, so it does not share a CPU core with
 * the load driver: the benchmark script forks itself with `--serve=<kind>`, and the
 * child reports its port over IPC (`process.send({ port })`). With BENCH_PROFILE=<dir>,
 * each server writes V8 CPU profiles (one per thread) to <dir>/<kind> when it stops; open
 * them in Chrome's DevTools.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface Served {
  url: string;
  stop(): Promise<void>;
}

export function serveForked(
  script: string,
  kind: string,
  env: Record<string, string>,
  startSeconds: number,
): Promise<Served> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = fork(script, [`--serve=${kind}`], {
      execArgv: [
        '--import',
        'tsx',
        ...(process.env.BENCH_PROFILE
          ? ['--cpu-prof', `--cpu-prof-dir=${path.join(process.env.BENCH_PROFILE, kind)}`]
          : []),
      ],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${kind} server did not start within ${startSeconds} s`));
    }, startSeconds * 1000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${kind} server exited early (code ${code})`));
    });
    child.once('message', (msg: { port: number }) => {
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({
        url: `http://127.0.0.1:${msg.port}`,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            const force = setTimeout(() => child.kill('SIGKILL'), 5000);
            child.once('exit', () => {
              clearTimeout(force);
              done();
            });
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

/**
 * A benchmark script's entry: the forked child (`--serve=<kind>`) starts its server
 * and reports the port; otherwise the benchmark runs. Either exits 1 on an error.
 */
export function runBenchmark<K extends string>(main: () => Promise<void>, serve: (kind: K) => Promise<number>) {
  const fail = (err: unknown) => {
    console.error(err);
    process.exit(1);
  };
  const serveArg = process.argv.find((a) => a.startsWith('--serve='));
  if (serveArg) {
    serve(serveArg.slice('--serve='.length) as K).then((port) => process.send?.({ port }), fail);
  } else {
    main().then(() => process.exit(0), fail);
  }
}
