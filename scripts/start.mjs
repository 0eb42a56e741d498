// `npm start`: builds what is not built (or is older than its sources), then runs
// the server, which migrates, seeds an empty database and serves web + API.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const p = (...parts) => path.join(root, ...parts);

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const contract = newestMtime(p('packages/contract/src'));
const targets = [
  {
    workspace: '@medibazaar/web',
    output: p('apps/web/dist/.ssr/shell.js'),
    sources: Math.max(
      contract,
      newestMtime(p('apps/web/src')),
      newestMtime(p('apps/web/public')),
      statSync(p('apps/web/index.html')).mtimeMs,
    ),
  },
  {
    workspace: '@medibazaar/api',
    output: p('apps/api/dist/server.js'),
    sources: Math.max(contract, newestMtime(p('apps/api/src'))),
  },
];

for (const t of targets) {
  const built = existsSync(t.output) ? statSync(t.output).mtimeMs : 0;
  if (built >= t.sources) continue;
  console.log(`Building ${t.workspace}…`);
  const r = spawnSync('npm', ['run', 'build', '-w', t.workspace], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(process.execPath, ['--enable-source-maps', p('apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
