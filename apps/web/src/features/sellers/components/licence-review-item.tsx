import type { SellerLicence } from '@medibazaar/contract';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { panelClass } from '../../../components/ui/panel';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { confirmDialog } from '../../../lib/dialogs';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { scanUrl, useDecideLicence } from '../api/decide-licence';
import { LicenceFacts, LicenceStatus, licenceDay } from './licence-card';

/** The scan beside the facts: a photo shown as it is, a PDF opened in a tab of its own. */
function Scan({ licence }: { licence: SellerLicence }) {
  const { t } = useTranslation();
  if (!licence.scanContentType) return <p className="text-sm text-muted">{t('sellers.licence.noScan')}</p>;
  if (licence.scanContentType === 'application/pdf') {
    return (
      <a
        href={scanUrl(licence.id)}
        target="_blank"
        rel="noreferrer"
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
      >
        {t('sellers.queue.openPdf')}
      </a>
    );
  }
  return (
    <a href={scanUrl(licence.id)} target="_blank" rel="noreferrer" className="block">
      <img
        src={scanUrl(licence.id)}
        alt={t('sellers.queue.scanAlt', { number: licence.licenceNumber })}
        className="max-h-96 w-full rounded-md border border-line bg-surface object-contain"
      />
    </a>
  );
}

/** One licence in the admins' queue: who sent it, its facts and scan, and, while pending, the decision. */
export function LicenceReviewItem({ licence }: { licence: SellerLicence }) {
  const { t, i18n } = useTranslation();
  const decide = useDecideLicence();
  const reasonInput = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const seller = licence.seller.name || licence.seller.email;
  const busy = decide.approve.isPending || decide.reject.isPending;

  async function approve() {
    const confirmed = await confirmDialog({
      title: t('sellers.queue.approveTitle', { seller }),
      text: t('sellers.queue.approveText', { date: licenceDay(licence.expiresOn, i18n.language) }),
      confirm: t('sellers.queue.approve'),
      cancel: t('sellers.queue.cancel'),
      icon: 'question',
    });
    if (!confirmed) return;
    try {
      await decide.approve.mutateAsync(licence.id);
      toast.success(t('sellers.queue.approved', { seller }));
    } catch (err) {
      toast.error(apiErrorMessage(err, t));
    }
  }

  async function reject(e: FormEvent) {
    e.preventDefault();
    const given = reason.trim();
    if (!given) {
      setError(t('sellers.queue.reasonRequired'));
      reasonInput.current?.focus();
      return;
    }
    setError(undefined);
    const confirmed = await confirmDialog({
      title: t('sellers.queue.rejectTitle', { seller }),
      text: t('sellers.queue.rejectText', { reason: given }),
      confirm: t('sellers.queue.reject'),
      cancel: t('sellers.queue.cancel'),
    });
    if (!confirmed) return;
    try {
      await decide.reject.mutateAsync({ id: licence.id, body: { reason: given } });
      toast.success(t('sellers.queue.rejected', { seller }));
    } catch (err) {
      setError(apiErrorMessage(err, t));
    }
  }

  return (
    <li className={panelClass({ className: 'grid gap-4 lg:grid-cols-2' })}>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-bold text-ink">
            {seller}
            <span className="block text-sm font-normal text-muted">{licence.seller.email}</span>
          </h2>
          <LicenceStatus licence={licence} />
        </div>
        <LicenceFacts licence={licence} />
        {licence.rejectionReason && (
          <p className="rounded-md bg-danger-50 px-3 py-2 text-danger-700">
            {t('sellers.licence.reason', { reason: licence.rejectionReason })}
          </p>
        )}
        {licence.status === 'pending' && (
          <div className="flex flex-col gap-3 border-t border-line pt-3">
            <div>
              <Button onClick={() => void approve()} disabled={busy}>
                {decide.approve.isPending ? t('sellers.queue.approving') : t('sellers.queue.approve')}
              </Button>
            </div>
            <form onSubmit={(e) => void reject(e)} noValidate className="flex flex-col gap-2">
              <FormField label={t('sellers.queue.reason')} hint={t('sellers.queue.reasonHint')} error={error}>
                {(props) => (
                  <textarea
                    {...props}
                    ref={reasonInput}
                    rows={2}
                    className={inputStyles}
                    value={reason}
                    onChange={(e) => setReason(e.target.value)}
                  />
                )}
              </FormField>
              <div>
                <Button type="submit" variant="danger" disabled={busy}>
                  {decide.reject.isPending ? t('sellers.queue.rejecting') : t('sellers.queue.reject')}
                </Button>
              </div>
            </form>
          </div>
        )}
      </div>
      <Scan licence={licence} />
    </li>
  );
}
