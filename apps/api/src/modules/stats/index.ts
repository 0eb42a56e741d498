export { statsModule } from './stats.module.js';
