/**
 * The app on an in-memory embedded database, listening on 127.0.0.1:PORT with the
 * environment's settings; prints `listening` once it is. Started as a child process by
 * tests that need a process of its own (its own file descriptor limit, say); it stops
 * when its parent does.
 */
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/core/config.js';
import { openDatabase } from '../../src/db/client.js';

const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: '' });
const database = await openDatabase({ kind: 'pglite', dir: null });
await database.migrate();
const app = await buildApp(config, { database });
await app.listen({ port: config.port, host: '127.0.0.1' });
console.log('listening');
process.on('disconnect', () => process.exit(0));
process.stdin.on('close', () => process.exit(0));
