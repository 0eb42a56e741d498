import {
  PHARMACIST_GRADES,
  SELLER_LICENCE_ACCEPT,
  SELLER_LICENCE_LIMITS,
  SellerLicenceFieldsSchema,
  type SellerLicenceFields,
} from '@medibazaar/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { panelClass } from '../../../components/ui/panel';
import { ApiRequestError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useApplyLicence } from '../api/apply-licence';

type Field =
  | 'pharmacyName'
  | 'pharmacyAddress'
  | 'licenceNumber'
  | 'expiresOn'
  | 'pharmacistName'
  | 'pharmacistRegistration'
  | 'pharmacistGrade';
const FIELDS: Field[] = [
  'pharmacyName',
  'pharmacyAddress',
  'licenceNumber',
  'expiresOn',
  'pharmacistName',
  'pharmacistRegistration',
  'pharmacistGrade',
];
const EMPTY: Record<Field, string> = {
  pharmacyName: '',
  pharmacyAddress: '',
  licenceNumber: '',
  expiresOn: '',
  pharmacistName: '',
  pharmacistRegistration: '',
  pharmacistGrade: '',
};
const EXTENSIONS = /\.(jpe?g|png|webp|heic|heif|pdf)$/i;
/** Today in Dhaka, the earliest last day a licence in force may have. */
const dhakaToday = () => new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);

function scanProblem(file: File | null, t: TFunction): string | undefined {
  if (!file) return t('sellers.form.errors.scan');
  if (file.size > SELLER_LICENCE_LIMITS.scanMaxBytes) return t('sellers.form.errors.scanTooLarge', { name: file.name });
  if (!EXTENSIONS.test(file.name)) return t('sellers.form.errors.scanType', { name: file.name });
  return undefined;
}

/**
 * The seller's application: the pharmacy's name and address (printed on its cash memos), the licence's number and last day, the responsible pharmacist, and
 * one scan. Checked with the contract's rules before it is sent; the server's answer naming a
 * field is shown under that field.
 */
export function LicenceForm({ renewal }: { renewal: boolean }) {
  const { t } = useTranslation();
  const apply = useApplyLicence();
  const headingId = useId();
  const [values, setValues] = useState<Record<Field, string>>(EMPTY);
  const [scan, setScan] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field | 'scan', string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setFormError(null);
    const parsed = SellerLicenceFieldsSchema.safeParse(values);
    const next: Partial<Record<Field | 'scan', string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const f = issue.path[0] as Field;
        next[f] ??= t(`sellers.form.errors.${f}`);
      }
    }
    const scanError = scanProblem(scan, t);
    if (scanError) next.scan = scanError;
    setErrors(next);
    if (!parsed.success || scanError) {
      const first = [...FIELDS, 'scan' as const].find((f) => next[f]);
      e.currentTarget.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    try {
      await apply.mutateAsync({ fields: values as SellerLicenceFields, scan: scan! });
      toast.success(t('sellers.form.done'));
      setValues(EMPTY);
      setScan(null);
      setInputKey((k) => k + 1);
    } catch (err) {
      const field = err instanceof ApiRequestError ? err.body.field : undefined;
      if (field && (field === 'scan' || (FIELDS as string[]).includes(field))) {
        setErrors({ [field]: apiErrorMessage(err, t) });
      } else setFormError(apiErrorMessage(err, t));
    }
  }

  const control = (f: Field, opts: { hint?: string; type?: string; min?: string; autoComplete?: string } = {}) => (
    <FormField label={t(`sellers.form.${f}`)} hint={opts.hint} error={errors[f]}>
      {(props) => (
        <input
          {...props}
          data-field={f}
          className={inputStyles}
          value={values[f]}
          type={opts.type ?? 'text'}
          min={opts.min}
          autoComplete={opts.autoComplete ?? 'off'}
          onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
        />
      )}
    </FormField>
  );

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={headingId}
      className={panelClass({ className: 'flex flex-col gap-4' })}
    >
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {renewal ? t('sellers.form.renewHeading') : t('sellers.form.heading')}
      </h2>
      {control('pharmacyName', { autoComplete: 'organization' })}
      {control('pharmacyAddress', { hint: t('sellers.form.pharmacyAddressHint'), autoComplete: 'street-address' })}
      {control('licenceNumber', { hint: t('sellers.form.licenceNumberHint') })}
      {control('expiresOn', { type: 'date', min: dhakaToday() })}
      {control('pharmacistName', { autoComplete: 'name' })}
      <div className="grid gap-4 sm:grid-cols-2">
        {control('pharmacistRegistration', { hint: t('sellers.form.pharmacistRegistrationHint') })}
        <GradeField
          value={values.pharmacistGrade}
          error={errors.pharmacistGrade}
          onChange={(grade) => setValues((v) => ({ ...v, pharmacistGrade: grade }))}
        />
      </div>
      <FormField label={t('sellers.form.scan')} hint={t('sellers.form.scanHint')} error={errors.scan}>
        {(props) => (
          <input
            {...props}
            key={inputKey}
            data-field="scan"
            type="file"
            accept={SELLER_LICENCE_ACCEPT}
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              setScan(file);
              setErrors((x) => ({ ...x, scan: file ? scanProblem(file, t) : undefined }));
            }}
            className="mt-1 block w-full min-h-11 rounded-md border border-line bg-white text-base text-ink file:mr-3 file:min-h-11 file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
          />
        )}
      </FormField>
      {formError && (
        <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-danger-700">
          {formError}
        </p>
      )}
      <div>
        <Button type="submit" disabled={apply.isPending}>
          {apply.isPending ? t('sellers.form.submitting') : t('sellers.form.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The pharmacist's grade, A, B or C, in words. */
function GradeField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (grade: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormField label={t('sellers.form.pharmacistGrade')} error={error}>
      {(props) => (
        <select
          {...props}
          data-field="pharmacistGrade"
          className={inputStyles}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{t('sellers.form.chooseGrade')}</option>
          {PHARMACIST_GRADES.map((g) => (
            <option key={g} value={g}>
              {t(`sellers.form.grades.${g}`)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
