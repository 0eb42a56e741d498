import {
  PRESCRIPTION_ACCEPT,
  PRESCRIPTION_LIMITS,
  PrescriptionFieldsSchema,
  type Prescription,
  type PrescriptionFields,
} from '@medibazaar/contract';
import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, inputStyles } from '../../../components/ui/form-field';
import { CloseIcon } from '../../../components/ui/icons';
import { ApiRequestError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation, type TFunction } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useUploadPrescription } from '../api/upload-prescription';
import { panelClass } from '../../../components/ui/panel';

type Field = keyof PrescriptionFields;
const FIELDS: Field[] = ['patientName', 'doctorName', 'bmdcNumber', 'writtenOn'];
const EXTENSIONS = /\.(jpe?g|png|webp|heic|heif|pdf)$/i;
const today = () => new Date().toISOString().slice(0, 10);

/** What is wrong with the chosen page files, in words, if anything: how many, how large, what kind. */
function pageFilesProblem(list: File[], t: TFunction): string | undefined {
  if (list.length < PRESCRIPTION_LIMITS.pagesMin) return t('prescriptions.upload.errors.pagesRequired');
  if (list.length > PRESCRIPTION_LIMITS.pagesMax) return t('prescriptions.upload.errors.tooMany');
  const large = list.find((f) => f.size > PRESCRIPTION_LIMITS.pageMaxBytes);
  if (large) return t('prescriptions.upload.errors.tooLarge', { name: large.name });
  const odd = list.find((f) => !EXTENSIONS.test(f.name));
  if (odd) return t('prescriptions.upload.errors.type', { name: odd.name });
  return undefined;
}

/**
 * The upload form: the typed facts, checked with the contract's rules, and one to five page files.
 * `onUploaded` takes over what follows an upload (checkout chooses the new prescription and says so);
 * without it the form says it was uploaded. `headingLevel` fits the heading into the page around it.
 */
export function UploadPrescriptionForm({
  onUploaded,
  headingLevel = 2,
}: {
  onUploaded?: (prescription: Prescription) => void;
  headingLevel?: 2 | 3;
} = {}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const upload = useUploadPrescription();
  const fileInput = useRef<HTMLInputElement>(null);
  const filesId = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    patientName: '',
    doctorName: '',
    bmdcNumber: '',
    writtenOn: '',
  });
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field | 'pages', string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const filesProblem = (list: File[]) => pageFilesProblem(list, t);

  function addFiles(chosen: FileList | null) {
    if (!chosen) return;
    const next = [...files, ...Array.from(chosen)];
    setFiles(next);
    setErrors((e) => ({ ...e, pages: next.length ? filesProblem(next) : undefined }));
    if (fileInput.current) fileInput.current.value = '';
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setFormError(null);
    const parsed = PrescriptionFieldsSchema.safeParse(values);
    const next: Partial<Record<Field | 'pages', string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const f = issue.path[0] as Field;
        next[f] ??= t(`prescriptions.upload.errors.${f}`);
      }
    }
    const pages = filesProblem(files);
    if (pages) next.pages = pages;
    setErrors(next);
    if (!parsed.success || pages) {
      // Focus moves to the first field in trouble.
      const first = [...FIELDS, 'pages' as const].find((f) => next[f]);
      e.currentTarget.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    try {
      const uploaded = await upload.mutateAsync({ fields: values as PrescriptionFields, files });
      if (onUploaded) onUploaded(uploaded);
      else toast.success(t('prescriptions.upload.done'));
      setValues({ patientName: '', doctorName: '', bmdcNumber: '', writtenOn: '' });
      setFiles([]);
    } catch (err) {
      const field = err instanceof ApiRequestError ? err.body.field : undefined;
      const at = field?.startsWith('pages') ? 'pages' : (field as Field | undefined);
      if (at && (at === 'pages' || FIELDS.includes(at))) setErrors({ [at]: apiErrorMessage(err, t) });
      else setFormError(apiErrorMessage(err, t));
    }
  }

  function removeFile(i: number) {
    const next = files.filter((_, j) => j !== i);
    setFiles(next);
    setErrors((e) => ({ ...e, pages: next.length ? filesProblem(next) : undefined }));
  }

  const text = (f: Field, opts: { hint?: string; type?: string; max?: string; autoComplete?: string } = {}) => (
    <FormField label={t(`prescriptions.upload.${f}`)} hint={opts.hint} error={errors[f]}>
      {(control) => (
        <input
          {...control}
          data-field={f}
          className={inputStyles}
          value={values[f]}
          type={opts.type ?? 'text'}
          max={opts.max}
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
      aria-labelledby={`${filesId}-heading`}
      className={panelClass({ className: 'flex flex-col gap-4' })}
    >
      <Heading id={`${filesId}-heading`} className="text-xl font-bold text-ink">
        {t('prescriptions.upload.heading')}
      </Heading>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('patientName', { autoComplete: 'name' })}
        {text('doctorName')}
        {text('bmdcNumber', { hint: t('prescriptions.upload.bmdcHint') })}
        {text('writtenOn', { type: 'date', max: today() })}
      </div>
      <PageFilesField
        id={filesId}
        inputRef={fileInput}
        files={files}
        error={errors.pages}
        onAdd={addFiles}
        onRemove={removeFile}
      />
      {formError && (
        <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-danger-700">
          {formError}
        </p>
      )}
      <div>
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? t('prescriptions.upload.submitting') : t('prescriptions.upload.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The prescription's page files: the picker, the files chosen so far (each removable) and what is wrong with them. */
function PageFilesField({
  id,
  inputRef,
  files,
  error,
  onAdd,
  onRemove,
}: {
  id: string;
  inputRef: Ref<HTMLInputElement>;
  files: File[];
  error: string | undefined;
  onAdd: (chosen: FileList | null) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation();
  const filesHintId = useId();
  const filesErrorId = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {t('prescriptions.upload.pages')}
      </label>
      <p id={filesHintId} className="mt-0.5 text-sm text-muted">
        {t('prescriptions.upload.pagesHint')}
      </p>
      <input
        ref={inputRef}
        id={id}
        data-field="pages"
        type="file"
        multiple
        accept={PRESCRIPTION_ACCEPT}
        aria-invalid={Boolean(error)}
        aria-describedby={[filesHintId, error ? filesErrorId : null].filter(Boolean).join(' ')}
        onChange={(e) => onAdd(e.target.files)}
        className="mt-1 block w-full min-h-11 rounded-md border border-line bg-white text-base text-ink file:mr-3 file:min-h-11 file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
      />
      {files.length > 0 && (
        <ul className="mt-2 flex flex-col gap-1" aria-label={t('prescriptions.upload.chosen', { count: files.length })}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className="flex items-center justify-between gap-2 rounded-md bg-surface px-3">
              <span className="min-w-0 truncate">{f.name}</span>
              <button
                type="button"
                className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-muted hover:text-danger-700"
                aria-label={t('prescriptions.upload.remove', { name: f.name })}
                onClick={() => onRemove(i)}
              >
                <CloseIcon className="h-5 w-5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={filesErrorId} role="alert" className="mt-1 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
