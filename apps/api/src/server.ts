import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './core/config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError, lockDataDir } from './core/data-dir-lock.js';
import { closeDataDir, OWNER_ONLY_UMASK } from './core/data-dir-modes.js';
import { seedDatabase } from './db/seed/seed.js';
import { assertShopCurrency, shopDataLocation } from './modules/payments/index.js';
import { setCredentialPassword } from './modules/auth/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = path.resolve(here, '../../web/dist');

async function main() {
  // Before anything is written (the generated secret, the database, mails, uploads): files the
  // shop creates are its own user's only. Another local user could otherwise read sessions
  // from the database's write-ahead log or reset links from mails.
  process.umask(OWNER_ONLY_UMASK);
  let config;
  try {
    config = loadConfig(process.env, { webDistDir: existsSync(path.join(webDist, 'index.html')) ? webDist : null });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  // A folder an earlier version (or a hand) left open is closed before the database opens.
  const dataDirModes = closeDataDir(config.dataDir);

  // The embedded database belongs to one process: a second one on the same folder would lose data.
  let releaseDataDir = () => {};
  if (config.database.kind === 'pglite') {
    try {
      releaseDataDir = lockDataDir(config.dataDir, config.publicUrl);
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        console.error(err.message);
        process.exit(1);
      }
      throw err;
    }
  }
  process.on('exit', () => releaseDataDir());

  const database = await openDatabase(config.database);
  let seeded;
  try {
    seeded = await database.exclusive(async () => {
      await database.migrate();
      // Before the seed prices anything in it: a shop's currency does not change once it has payments.
      await assertShopCurrency(database.db, config.currency, shopDataLocation(config));
      return seedDatabase(database.db, {
        demo: config.seedDemoData,
        currency: config.currency,
        setDemoPassword: (userId, password) => setCredentialPassword(database.db, config.passwordHashing, userId, password),
      });
    });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      await database.close();
      process.exit(1);
    }
    throw err;
  }

  const app = await buildApp(config, { database });
  app.addHook('onClose', async () => database.close());
  if (dataDirModes.repaired.length) {
    app.log.warn(
      { dataDir: config.dataDir, repaired: dataDirModes.repaired.length, paths: dataDirModes.repaired.slice(0, 20) },
      'data folder: %d files and folders were open to other users of this machine; now only the shop can read them',
      dataDirModes.repaired.length,
    );
  }
  if (dataDirModes.failed.length) {
    app.log.error(
      { dataDir: config.dataDir, failed: dataDirModes.failed.slice(0, 20) },
      'data folder: %d files and folders stay open to other users: they belong to another user; change their owner',
      dataDirModes.failed.length,
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, 25_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = config.publicUrl;
  const lines = [
    '',
    `  ${config.shopName} is running at ${address}`,
    `  Database: ${database.engine === 'pglite' ? `PGlite (embedded) in ${config.database.kind === 'pglite' ? config.database.dir : ''}` : 'PostgreSQL'}`,
    config.webDistDir ? '' : '  (web app not built: only the API is served; run `npm run build`)',
  ];
  if (seeded.demoAccounts.length) {
    lines.push('  Demo accounts (password for all: ' + seeded.demoPassword + '):');
    for (const a of seeded.demoAccounts) lines.push(`    ${a.role.padEnd(7)} ${a.email}`);
  }
  // Production logs are JSON lines for a collector: the greeting is one of them, not free text.
  if (config.env === 'production') {
    app.log.info(
      { url: address, database: database.engine, demoAccounts: seeded.demoAccounts.map((a) => a.email) },
      `${config.shopName} is running`,
    );
  } else {
    console.log(lines.filter((l, i) => l || i === 0).join('\n') + '\n');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
