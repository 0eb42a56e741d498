export { contentModule } from './content.module.js';
export { type SiteContentSnapshot, type SiteContentStore } from './site-content.plugin.js';
export { seedContent } from './content.repository.js';
