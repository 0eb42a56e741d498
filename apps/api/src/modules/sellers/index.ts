// What other modules, the flows and the server may use of sellers' licences.
export { sellerLicensed } from './shop-open.js';
export { sellerLicences } from './sellers.schema.js';
export {
  adminRecipients,
  decideLicence,
  expiringLicences,
  licenceInForceOn,
  lockLicence,
  markExpiryNoticed,
  toLicenceJson,
  type LicenceRow,
} from './sellers.repository.js';
