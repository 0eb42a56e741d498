import { SimplePage } from '../simple-page';

export function Component() {
  return <SimplePage title={(t) => t('dashboard.pages.sellerPaymentsHistory')} />;
}
