/**
 * Scale-out test: `npm run test:scale` (after `npm run build`).
 *
 * Two instances of the built shop on one PostgreSQL database (a fresh
 * `medibazaar_scale_<random>`), sharing AUTH_SECRET and a Redis rate-limit store,
 * behind nginx (Debian's package, installed when missing) on 127.0.0.1. Several
 * shoppers browse, change their carts and pay with the sandbox's test card through
 * nginx while
 *   phase 1: one instance is killed (SIGKILL) and restarted: the error rate while it
 *            is down is reported;
 *   phase 2: one instance is stopped gracefully (SIGTERM) and restarted: no request
 *            may fail.
 * Afterwards the database must show every payment a shopper saw succeed exactly
 * once with its lines, no paid line left in a cart, and every line a shopper added
 * and did not pay still there. Everything started is stopped and the database
 * dropped, also on failure; the run stops by itself after a few minutes.
 *
 * Environment: SCALE_DATABASE_URL (loopback PostgreSQL server, default
 * postgres://postgres@127.0.0.1:5432/postgres), REDIS_URL (default
 * redis://127.0.0.1:6379), SCALE_SHOPPERS (default 8).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from '../bench/lib/server.js';
import getPort from 'get-port';

const SERVER_URL = new URL(process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SHOPPERS = Number(process.env.SCALE_SHOPPERS ?? 8);
const HARD_LIMIT_MS = 4 * 60_000;
const PASSWORD = 'Scale#test2025';
const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };

const work = mkdtempSync(path.join(tmpdir(), 'medibazaar-scale-'));
const dbName = `medibazaar_scale_${randomBytes(4).toString('hex')}`;
const cleanups: (() => Promise<void> | void)[] = [];
const log = (...args: unknown[]) => console.log(`[scale ${new Date().toISOString().slice(11, 19)}]`, ...args);

async function admin(query: string) {
  const c = new pg.Client({ connectionString: SERVER_URL.toString() });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

function ensureNginx(): string {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (found) return found;
  log('installing nginx (Debian package)');
  execFileSync('apt-get', ['update', '-y'], { stdio: 'ignore' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], {
    stdio: 'ignore',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  // The package starts its own server on port 80 where it can; this test runs its own.
  try {
    execFileSync('nginx', ['-s', 'stop'], { stdio: 'ignore' });
  } catch {
    // not running
  }
  const installed = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (!installed) throw new Error('nginx could not be installed');
  return installed;
}

interface Instance {
  name: string;
  port: number;
  child: ChildProcess | null;
}

async function waitHealthy(url: string, child: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance at ${url} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`instance at ${url} did not become healthy`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function startInstance(inst: Instance, env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/server.js')], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(inst.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (d: Buffer) => writeFileSync(path.join(work, `${inst.name}.log`), d, { flag: 'a' });
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  inst.child = child;
  return waitHealthy(`http://127.0.0.1:${inst.port}`, child);
}

function stopInstance(inst: Instance, signal: NodeJS.Signals): Promise<void> {
  const child = inst.child;
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

// ---------------------------------------------------------------- shoppers

interface Tally {
  ok: number;
  failed: number;
  /** Failures by kind, e.g. "502 POST /api/carts". */
  kinds: Map<string, number>;
}

const newTally = (): Tally => ({ ok: 0, failed: 0, kinds: new Map() });

interface Paid {
  intentId: string;
  email: string;
  items: { menuId: string; quantity: number }[];
}

class Shopper {
  cookie = '';
  email: string;
  /** Units added and not yet paid, by product, counting only adds the shop confirmed. */
  expected = new Map<string, number>();
  paid: Paid[] = [];
  /** Where this shopper's card orders go (added at the first checkout). */
  addressId = '';

  constructor(
    private base: string,
    n: number,
  ) {
    this.email = `shopper-${n}-${randomBytes(3).toString('hex')}@scale.test`;
  }

  async call(tally: Tally, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    let res: Response;
    try {
      res = await fetch(this.base + url, {
        method,
        headers: {
          origin: this.base,
          ...(this.cookie ? { cookie: this.cookie } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (err) {
      this.count(tally, `network ${method} ${url.split('?')[0]}: ${(err as Error).name}`);
      return null;
    }
    if (res.status >= 500) {
      this.count(tally, `${res.status} ${method} ${url.split('?')[0]}`);
      await res.arrayBuffer();
      return null;
    }
    tally.ok++;
    return res;
  }

  private count(tally: Tally, kind: string) {
    tally.failed++;
    tally.kinds.set(kind, (tally.kinds.get(kind) ?? 0) + 1);
  }

  async signUp(tally: Tally) {
    const res = await this.call(tally, 'POST', '/api/auth/sign-up/email', {
      name: 'Scale Shopper',
      email: this.email,
      password: PASSWORD,
    });
    if (!res?.ok) throw new Error(`sign-up failed: ${res?.status} ${await res?.text()}`);
    this.cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ');
  }

  /** One visit: browse, add one or two products, sometimes pay. */
  async step(tally: Tally, productIds: string[]) {
    const pick = () => productIds[Math.floor(Math.random() * productIds.length)]!;
    await this.call(tally, 'GET', `/api/products?page=${1 + Math.floor(Math.random() * 3)}&limit=12`);
    const id = pick();
    await this.call(tally, 'GET', `/api/products/${id}`);
    const add = await this.call(tally, 'POST', '/api/carts', { menuId: id, quantity: 1 });
    if (add?.ok) this.expected.set(id, (this.expected.get(id) ?? 0) + 1);
    if (Math.random() < 0.3) await this.pay(tally);
  }

  /** Checkout by card, as the shop's checkout does it: the cart placed as orders to an address, then their card step. */
  async pay(tally: Tally) {
    if (!this.addressId) {
      const address = await this.call(tally, 'POST', '/api/addresses', {
        name: 'Scale Shopper',
        phone: '01712345678',
        line1: 'House 1, Road 1',
        area: 'Dhanmondi',
        district: 'dhaka',
      });
      if (!address?.ok) return;
      this.addressId = ((await address.json()) as { id: string }).id;
    }
    const placed = await this.call(
      tally,
      'POST',
      '/api/orders',
      { addressId: this.addressId, paymentMethod: 'card' },
      { 'idempotency-key': randomUUID() },
    );
    if (!placed?.ok) return;
    const { orders } = (await placed.json()) as { orders: { number: string }[] };
    const session = await this.call(tally, 'POST', '/api/create-checkout-session', {
      orders: orders.map((o) => o.number),
    });
    if (!session?.ok) return;
    const { clientSecret, items } = (await session.json()) as {
      clientSecret: string;
      items: { menuId: string; quantity: number }[];
    };
    // Pressing "Pay" again after a failure, as a person would, until the shop gives an answer.
    for (let attempt = 0; attempt < 20; attempt++) {
      const res = await this.call(tally, 'POST', '/api/sandbox/confirm', {
        clientSecret,
        card: CARD,
        billingDetails: { name: 'Scale Shopper', email: this.email },
      });
      if (!res) {
        await new Promise((r) => setTimeout(r, 250));
        continue;
      }
      if (!res.ok) return;
      const { id, status } = ((await res.json()) as { paymentIntent: { id: string; status: string } }).paymentIntent;
      if (status === 'succeeded') {
        this.paid.push({ intentId: id, email: this.email, items });
        for (const line of items) {
          const left = (this.expected.get(line.menuId) ?? 0) - line.quantity;
          if (left > 0) this.expected.set(line.menuId, left);
          else this.expected.delete(line.menuId);
        }
      }
      return;
    }
  }
}

async function runLoad(shoppers: Shopper[], productIds: string[], tally: Tally, until: () => boolean) {
  await Promise.all(
    shoppers.map(async (s) => {
      while (!until()) await s.step(tally, productIds);
    }),
  );
}

// ---------------------------------------------------------------- checks

async function verify(db: pg.Client, shoppers: Shopper[]): Promise<string[]> {
  const problems: string[] = [];
  for (const s of shoppers) {
    for (const p of s.paid) {
      const pays = await db.query<{ id: string; status: string; email: string }>(
        'select id, status, email from payments where transaction_id = $1',
        [p.intentId],
      );
      if (pays.rows.length !== 1) {
        problems.push(`payment ${p.intentId} recorded ${pays.rows.length} times`);
        continue;
      }
      const pay = pays.rows[0]!;
      if (pay.status !== 'succeeded') problems.push(`payment ${p.intentId} is ${pay.status}`);
      const lines = await db.query<{ product_id: string; quantity: number }>(
        'select product_id, quantity from payment_items where payment_id = $1',
        [pay.id],
      );
      const got = lines.rows.map((l) => `${l.product_id}×${l.quantity}`).sort();
      const want = p.items.map((l) => `${l.menuId}×${l.quantity}`).sort();
      if (got.join() !== want.join()) problems.push(`payment ${p.intentId} lines ${got} instead of ${want}`);
    }
    const cart = await db.query<{ product_id: string; quantity: number }>(
      'select c.product_id, c.quantity from cart_items c join users u on u.id = c.user_id where u.email = $1',
      [s.email],
    );
    const inCart = new Map(cart.rows.map((r) => [r.product_id, Number(r.quantity)]));
    for (const [productId, units] of s.expected) {
      const have = inCart.get(productId) ?? 0;
      if (have < units) problems.push(`${s.email}: ${units} unpaid unit(s) of ${productId} added, ${have} in cart`);
    }
  }
  const leftovers = await db.query<{ n: number }>(`
    select count(*)::int as n from cart_items c
    join payment_items pi on pi.cart_item_id = c.id
    join payments p on p.id = pi.payment_id and p.status = 'succeeded'
    where c.updated_at <= p.created_at`);
  if (leftovers.rows[0]!.n) problems.push(`${leftovers.rows[0]!.n} paid line(s) still in carts`);
  return problems;
}

// ---------------------------------------------------------------- main

function describe(t: Tally) {
  const total = t.ok + t.failed;
  const rate = total ? ((100 * t.failed) / total).toFixed(2) : '0.00';
  const kinds = [...t.kinds].map(([k, n]) => `${n}× ${k}`).join(', ');
  return `${total} requests, ${t.failed} failed (${rate} %)${kinds ? `: ${kinds}` : ''}`;
}

async function main() {
  if (!existsSync(path.join(ROOT, 'apps/api/dist/server.js'))) {
    throw new Error('the built server is missing: run `npm run build` first');
  }
  const nginx = ensureNginx();
  await admin(`create database ${dbName}`);
  cleanups.push(() => admin(`drop database if exists ${dbName} with (force)`));
  const dbUrl = new URL(SERVER_URL);
  dbUrl.pathname = `/${dbName}`;

  const lbPort = await getPort({ host: '127.0.0.1' });
  const base = `http://127.0.0.1:${lbPort}`;
  const instances: Instance[] = [
    { name: 'a', port: await getPort({ host: '127.0.0.1' }), child: null },
    { name: 'b', port: await getPort({ host: '127.0.0.1' }), child: null },
  ];
  cleanups.push(() => Promise.all(instances.map((i) => stopInstance(i, 'SIGKILL'))).then(() => undefined));
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: dbUrl.toString(),
    DATABASE_POOL_SIZE: '5',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SHOP_ADDRESS: '12 Satmasjid Road, Dhanmondi, Dhaka 1209',
    SHOP_DRUG_LICENCE: 'DC-12345',
    REDIS_URL,
    // The shared store is exercised, but every shopper comes from one address here.
    RATE_LIMIT_MAX: '1000000',
    AUTH_RATE_LIMIT: 'false',
    PUBLIC_URL: base,
    TRUST_PROXY: 'true',
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(work, 'data'),
  };
  log(`starting two instances on :${instances[0]!.port} and :${instances[1]!.port} (one database: ${dbName})`);
  // Together: start-up takes turns on the migration lock.
  await Promise.all(instances.map((i) => startInstance(i, env)));

  const prefix = path.join(work, 'nginx');
  mkdirSync(prefix, { recursive: true, mode: 0o777 });
  const conf = readFileSync(path.join(ROOT, 'scripts/scale/nginx.conf.template'), 'utf8')
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{LISTEN}}', `127.0.0.1:${lbPort}`)
    .replaceAll(
      '{{UPSTREAMS}}',
      instances.map((i) => `    server 127.0.0.1:${i.port} max_fails=1 fail_timeout=2s;`).join('\n'),
    );
  writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  const lb = spawn(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  lb.stderr?.on('data', (d: Buffer) => process.stderr.write(`[nginx] ${d}`));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        if (lb.exitCode !== null) return resolve();
        lb.once('exit', () => resolve());
        lb.kill('SIGTERM');
      }),
  );
  await waitHealthy(base, lb, 15_000);
  log(`nginx on ${base}`);

  const setup = newTally();
  const list = await fetch(`${base}/api/products?page=1&limit=40`);
  const productIds = ((await list.json()) as { items: { _id: string }[] }).items.map((i) => i._id);
  if (productIds.length < 10) throw new Error('the demo catalogue is missing');
  const shoppers = Array.from({ length: SHOPPERS }, (_, n) => new Shopper(base, n));
  for (const s of shoppers) await s.signUp(setup);

  // Phase 1: SIGKILL one instance mid-load, restart it.
  const before = newTally();
  const down = newTally();
  const after = newTally();
  let current = before;
  const phase1 = { done: false };
  const load1 = Promise.all(
    shoppers.map(async (s) => {
      while (!phase1.done) await s.step(current, productIds);
    }),
  );
  await new Promise((r) => setTimeout(r, 5_000));
  log('phase 1: SIGKILL instance a');
  current = down;
  await stopInstance(instances[0]!, 'SIGKILL');
  await new Promise((r) => setTimeout(r, 4_000));
  await startInstance(instances[0]!, env);
  log('phase 1: instance a is back');
  current = after;
  await new Promise((r) => setTimeout(r, 5_000));
  phase1.done = true;
  await load1;

  // Phase 2: SIGTERM one instance mid-load, restart it: nothing may fail.
  const graceful = newTally();
  const phase2 = { done: false };
  const load2 = runLoad(shoppers, productIds, graceful, () => phase2.done);
  await new Promise((r) => setTimeout(r, 4_000));
  log('phase 2: SIGTERM instance b');
  await stopInstance(instances[1]!, 'SIGTERM');
  await new Promise((r) => setTimeout(r, 2_000));
  await startInstance(instances[1]!, env);
  log('phase 2: instance b is back');
  await new Promise((r) => setTimeout(r, 3_000));
  phase2.done = true;
  await load2;

  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  let problems: string[];
  try {
    problems = await verify(db, shoppers);
  } finally {
    await db.end();
  }
  const payments = shoppers.reduce((n, s) => n + s.paid.length, 0);

  console.log('\nScale test: 2 instances behind nginx, PostgreSQL, Redis rate-limit store');
  console.log(`  shoppers                      ${SHOPPERS}, ${payments} payments seen to succeed`);
  console.log(`  phase 1, before the kill      ${describe(before)}`);
  console.log(`  phase 1, instance a killed    ${describe(down)}`);
  console.log(`  phase 1, after the restart    ${describe(after)}`);
  console.log(`  phase 2, SIGTERM + restart    ${describe(graceful)}`);
  console.log(`  consistency                   ${problems.length ? `${problems.length} problem(s)` : 'ok'}`);
  for (const p of problems.slice(0, 20)) console.log(`    - ${p}`);

  // What the instances logged as errors (a failed request's cause), so a red run says why.
  const logged = instances.flatMap((inst) => {
    const file = path.join(work, `${inst.name}.log`);
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line) || /^\s*(Error|TypeError)\b/.test(line))
      .map((line) => `${inst.name}: ${line.slice(0, 600)}`);
  });
  if (logged.length) {
    console.log(`  errors the instances logged   ${logged.length}`);
    for (const line of logged.slice(0, 10)) console.log(`    ${line}`);
  }

  const failures: string[] = [];
  if (problems.length) failures.push('the data is not consistent');
  if (graceful.failed) failures.push(`${graceful.failed} request(s) failed during the graceful restart`);
  if (payments === 0) failures.push('no payment succeeded: the load did not exercise payments');
  if (failures.length) throw new Error(failures.join('; '));
}

async function cleanup() {
  for (const fn of cleanups.reverse()) {
    try {
      await fn();
    } catch (err) {
      console.error('cleanup:', err);
    }
  }
  rmSync(work, { recursive: true, force: true });
}

const hardStop = setTimeout(() => {
  console.error('test:scale: time limit reached, stopping');
  void cleanup().finally(() => process.exit(2));
}, HARD_LIMIT_MS);
process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));
process.once('SIGTERM', () => void cleanup().finally(() => process.exit(143)));

main().then(
  async () => {
    clearTimeout(hardStop);
    await cleanup();
    process.exit(0);
  },
  async (err) => {
    clearTimeout(hardStop);
    console.error(`test:scale failed: ${err instanceof Error ? err.message : String(err)}`);
    for (const f of ['a.log', 'b.log']) {
      const p = path.join(work, f);
      if (existsSync(p)) console.error(`--- instance ${f}\n${readFileSync(p, 'utf8').slice(-3000)}`);
    }
    await cleanup();
    process.exit(1);
  },
);
