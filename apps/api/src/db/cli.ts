/** `npm run db:migrate` and `npm run db:seed`: the same steps `npm start` runs. */
import { ConfigError, loadConfig } from '../core/config.js';
import { DataDirLockedError, lockDataDir } from '../core/data-dir-lock.js';
import { openDatabase } from './client.js';
import { seedDatabase } from './seed/seed.js';
import { assertShopCurrency, shopDataLocation } from '../modules/payments/index.js';
import { setCredentialPassword } from '../modules/auth/index.js';

const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: cli.ts migrate|seed');
  process.exit(2);
}

let config;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
let releaseDataDir = () => {};
if (config.database.kind === 'pglite') {
  try {
    releaseDataDir = lockDataDir(config.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
process.on('exit', () => releaseDataDir());
const database = await openDatabase(config.database);
try {
  await database.migrate();
  console.log(`Migrations applied (${database.engine}).`);
  if (command === 'seed') {
    // The seed prices its products in SHOP_CURRENCY: not in a shop whose payments are in another.
    const refusal = await assertShopCurrency(database.db, config.currency, shopDataLocation(config)).then(
      () => null,
      (err: unknown) => {
        if (err instanceof ConfigError) return err;
        throw err;
      },
    );
    if (refusal) {
      console.error(refusal.message);
      process.exitCode = 1;
    } else {
      const result = await seedDatabase(database.db, {
        demo: config.seedDemoData,
        currency: config.currency,
        setDemoPassword: (userId, password) => setCredentialPassword(database.db, config.passwordHashing, userId, password),
      });
      console.log(
        `Seed applied: ${result.productsInserted} new products, ${result.demoAccounts.length} demo accounts.`,
      );
    }
  }
} finally {
  await database.close();
}
