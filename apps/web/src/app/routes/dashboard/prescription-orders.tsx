import { PRESCRIPTION_REQUEST_STATUSES, type PrescriptionRequestStatus } from '@medibazaar/contract';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FilterSelect } from '../../../components/ui/filter-select';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { PageHeading } from '../../../components/ui/page-heading';
import { PagedListState } from '../../../components/ui/paged-list-state';
import { Panel, panelClass } from '../../../components/ui/panel';
import { paths } from '../../../config/paths';
import { useAddresses } from '../../../features/orders/api/orders';
import {
  useCreatePrescriptionRequest,
  usePrescriptionRequests,
} from '../../../features/prescription-requests/api/prescription-requests';
import { RequestStatus } from '../../../features/prescription-requests/components/request-status';
import { PrescriptionPicker } from '../../../features/prescriptions/components/prescription-picker';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePagedList, usePageParam } from '../../../lib/use-paged-list';

const LIMIT = 10;

/** The shopper's form: a prescription (chosen or uploaded), an address of theirs and a note. */
function NewRequestForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const noteId = useId();
  const addresses = useAddresses();
  const create = useCreatePrescriptionRequest();
  const [prescriptionId, setPrescriptionId] = useState<string | null>(null);
  const [addressId, setAddressId] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ prescription?: string; address?: string; form?: string }>({});
  const chosenAddress = addressId || addresses.data?.find((a) => a.isDefault)?.id || addresses.data?.[0]?.id || '';

  const submit = () => {
    const missing = {
      ...(prescriptionId ? {} : { prescription: t('rxOrders.form.choosePrescription') }),
      ...(chosenAddress ? {} : { address: t('rxOrders.form.chooseAddress') }),
    };
    setErrors(missing);
    if (!prescriptionId || !chosenAddress) return;
    create.mutate(
      { prescriptionId, addressId: chosenAddress, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: (request) => {
          toast.success(t('rxOrders.form.sent'));
          void navigate(paths.dashboard.prescriptionOrder.to(request.id));
        },
        onError: (err) => setErrors({ form: apiErrorMessage(err, t) }),
      },
    );
  };

  return (
    <Panel title={t('rxOrders.form.title')} headingClassName="mb-3 text-lg font-bold text-ink">
      {/* Not a <form>: the prescription picker's upload form sits inside it, and forms do not nest. */}
      <div role="form" className="flex flex-col gap-4" aria-label={t('rxOrders.form.title')}>
        <PrescriptionPicker value={prescriptionId} onChange={setPrescriptionId} error={errors.prescription} />
        {addresses.data?.length === 0 ? (
          <p className="text-muted">{t('rxOrders.form.noAddress')}</p>
        ) : (
          <FormField label={t('rxOrders.form.address')} error={errors.address}>
            {(control) => (
              <select
                {...control}
                className={inputStyles}
                value={chosenAddress}
                onChange={(e) => setAddressId(e.target.value)}
              >
                {addresses.data?.map((a) => (
                  <option key={a.id} value={a.id}>
                    {[a.name, a.line1, a.area].join(', ')}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        <div>
          <label htmlFor={noteId} className="block font-semibold text-ink">
            {t('rxOrders.form.note')}
          </label>
          <p className="text-sm text-muted">{t('rxOrders.form.noteHint')}</p>
          <textarea
            id={noteId}
            className={`${inputStyles} mt-1 min-h-20`}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        {errors.form && (
          <p role="alert" className="text-sm font-medium text-danger-700">
            {errors.form}
          </p>
        )}
        <div>
          <Button onClick={submit} disabled={create.isPending}>
            {create.isPending ? t('rxOrders.form.sending') : t('rxOrders.form.submit')}
          </Button>
        </div>
      </div>
    </Panel>
  );
}

/**
 * '/dashboard/prescription-orders': orders asked for by prescription only. A shopper sends one here
 * and follows their own; pharmacists and admins see everyone's, those waiting first.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('rxOrders.list.title'));
  const { user } = useSession();
  const reviewer = user?.role === 'pharmacist' || user?.role === 'admin';
  const [status, setStatus] = useState<PrescriptionRequestStatus | undefined>(undefined);
  const paging = usePageParam();
  const query = usePrescriptionRequests({ status, page: paging.page, limit: LIMIT });
  const list = usePagedList(query, paging, LIMIT);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageHeading title={t('rxOrders.list.title')}>
        <p className="mt-1 max-w-3xl text-muted">
          {reviewer ? t('rxOrders.list.introReviewer') : t('rxOrders.list.introShopper')}
        </p>
      </PageHeading>
      {!reviewer && <NewRequestForm />}
      <FilterSelect
        label={t('rxOrders.list.filter')}
        value={status ?? ''}
        options={[
          { value: '', label: t('rxOrders.list.all') },
          ...PRESCRIPTION_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`rxOrders.status.${s}`) })),
        ]}
        onChange={(value) => {
          setStatus(PRESCRIPTION_REQUEST_STATUSES.find((s) => s === value));
          paging.setPage(1);
        }}
      />
      <PagedListState
        list={list}
        errorTitle={query.error ? apiErrorMessage(query.error, t, t('rxOrders.list.loadFailed')) : undefined}
        empty={{ title: t('rxOrders.list.empty') }}
      >
        <ul aria-label={t('rxOrders.list.caption', { page: paging.page })} className="flex flex-col gap-3">
          {list.rows?.map((r) => (
            <li key={r.id} className={panelClass({ padding: 'md', className: 'flex flex-col gap-2' })}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <RequestStatus status={r.status} />
                <span className="text-sm text-muted">
                  {t('rxOrders.list.sent', { date: formatDate(r.createdAt, i18n.language) })}
                </span>
              </div>
              <p className="break-words text-ink">
                {t('rxOrders.list.patient', { name: r.prescription.patientName })}
                {reviewer && ` · ${t('rxOrders.list.buyer', { name: r.buyer.name })}`}
              </p>
              <div>
                <Link
                  to={paths.dashboard.prescriptionOrder.to(r.id)}
                  className="font-semibold text-brand-700 underline"
                  aria-label={`${t('rxOrders.list.open')}: ${r.prescription.patientName}, ${t(`rxOrders.status.${r.status}`)}`}
                >
                  {t('rxOrders.list.open')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </PagedListState>
    </div>
  );
}
