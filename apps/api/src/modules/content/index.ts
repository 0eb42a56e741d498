export { seedContent } from './content.repository.js';
