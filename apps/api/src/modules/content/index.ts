export { listPages, seedContent } from './content.repository.js';
