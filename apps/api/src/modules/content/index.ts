export { contentRoutes } from './content.routes.js';
export { siteContentPlugin, type SiteContentStore } from './site-content.plugin.js';
export { seedContent } from './content.repository.js';
