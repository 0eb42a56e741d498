import type { MySellerLicences } from '@medibazaar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const getMyLicences = () => api<MySellerLicences>('/seller-licences/mine');

const myLicencesQueryOptions = () => queryOptions({ queryKey: ['seller-licences', 'mine'], queryFn: getMyLicences });

/** The signed-in seller's licence applications, newest first, and whether their products are on sale. */
export function useMyLicences() {
  return useQuery(myLicencesQueryOptions());
}
