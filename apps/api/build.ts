// Bundles the server into dist/server.js and its page-checking worker into dist/page-worker.js.
import { build } from 'esbuild';
import { serverBuildOptions } from './build-options.js';

await build(serverBuildOptions('dist'));
console.log('api: built dist/server.js and dist/page-worker.js');
