import type { SellerLicencePage, SellerLicenceStatus } from '@medibazaar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const getLicenceQueue = (status: SellerLicenceStatus, page: number) =>
  api<SellerLicencePage>('/seller-licences', { query: { status, page, limit: 10 } });

const licenceQueueQueryOptions = (status: SellerLicenceStatus, page: number) =>
  queryOptions({
    queryKey: ['seller-licences', 'queue', status, page],
    queryFn: () => getLicenceQueue(status, page),
    placeholderData: keepPreviousData,
  });

/** Sellers' licences of one status for admins, oldest first. */
export function useLicenceQueue(status: SellerLicenceStatus, page: number) {
  return useQuery(licenceQueueQueryOptions(status, page));
}
