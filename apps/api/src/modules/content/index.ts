export { contentRoutes } from './content.routes.js';
export { siteContentPlugin, type KeptContent, type SiteContentStore } from './site-content.plugin.js';
export { seedContent } from './content.repository.js';
