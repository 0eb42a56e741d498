import { DISPENSING_CLASSES, type DispensingClass } from '@medibazaar/contract';
import { lazy, Suspense, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { useTranslation } from '../../../lib/i18n';

const Dialog = lazy(() => import('../../../components/ui/dialog'));

/** The reason the audit trail keeps: at least 5 characters, as the server asks. */
const REASON_MIN = 5;

/**
 * A pharmacy change asked in a dialog: optionally a class to choose, always a reason (kept in the
 * audit trail), Save and Cancel. `onSave` runs the change; its error, in words, shows under the
 * reason.
 */
export function ReasonDialog({
  title,
  initialClass,
  lockedOtc = false,
  note,
  busy,
  error,
  onSave,
  onClose,
}: {
  title: string;
  /** Given: the dialog asks for a class too, starting from this one. */
  initialClass?: DispensingClass;
  /** An antibiotic: over the counter is not offered. */
  lockedOtc?: boolean;
  note?: ReactNode;
  busy: boolean;
  error: string | undefined;
  onSave: (values: { dispensingClass: DispensingClass | undefined; reason: string }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [cls, setCls] = useState<DispensingClass | undefined>(initialClass);
  const [reason, setReason] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim().length < REASON_MIN) {
      setTooShort(true);
      reasonRef.current?.focus();
      return;
    }
    onSave({ dispensingClass: cls, reason: reason.trim() });
  };
  return (
    <Suspense fallback={null}>
      <Dialog open onClose={onClose} title={title} closeLabel={t('dashboard.medicineReference.cancel')}>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          {initialClass && (
            <FormField label={t('dashboard.medicineReference.class')}>
              {(control) => (
                <select
                  {...control}
                  className={inputStyles}
                  value={cls}
                  onChange={(e) => setCls(e.target.value as DispensingClass)}
                >
                  {DISPENSING_CLASSES.filter((c) => !(lockedOtc && c === 'otc')).map((c) => (
                    <option key={c} value={c}>
                      {t(`storefront.medicine.classes.${c}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
          {note}
          <FormField
            label={t('dashboard.medicineReference.reason')}
            hint={t('dashboard.medicineReference.reasonHint')}
            error={tooShort && reason.trim().length < REASON_MIN ? t('dashboard.medicineReference.reasonHint') : error}
          >
            {(control) => (
              <textarea
                {...control}
                ref={reasonRef}
                rows={3}
                maxLength={500}
                className={inputStyles}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </FormField>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {t('dashboard.medicineReference.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t('dashboard.medicineReference.saving') : t('dashboard.medicineReference.save')}
            </Button>
          </div>
        </form>
      </Dialog>
    </Suspense>
  );
}
