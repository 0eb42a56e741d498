import { RETURN_LIMITS, RETURN_PHOTO_TYPES } from '@medibazaar/contract';
import { useEffect, useId, useMemo, useRef } from 'react';
import { CloseIcon } from '../../../components/ui/icons';
import { formatNumber } from '../../../lib/format';
import { useTranslation, type TFunction } from '../../../lib/i18n';

const EXTENSIONS = /\.(jpe?g|png|webp)$/i;
const MEGABYTES = RETURN_LIMITS.photoMaxBytes / 1024 / 1024;

/**
 * What is wrong with the photos chosen, in words, if anything: how many, how large, what kind. The
 * server checks their content again; this spares the buyer a round trip for the plain mistakes.
 */
export function photosProblem(
  list: File[],
  t: TFunction,
  language: string,
  room: number = RETURN_LIMITS.photosMax,
): string | undefined {
  if (list.length > room) return t('orders.returns.photos.tooMany', { max: formatNumber(room, language) });
  const large = list.find((f) => f.size > RETURN_LIMITS.photoMaxBytes);
  if (large) return t('orders.returns.photos.tooLarge', { name: large.name, mb: formatNumber(MEGABYTES, language) });
  const odd = list.find((f) => !(RETURN_PHOTO_TYPES as readonly string[]).includes(f.type) && !EXTENSIONS.test(f.name));
  if (odd) return t('orders.returns.photos.type', { name: odd.name });
  return undefined;
}

/** A small picture of a chosen file, made in the browser (as the product form's); nothing is sent to show it. */
function Preview({ file }: { file: File }) {
  const { t } = useTranslation();
  // jsdom and old browsers have no object URLs: the file's name alone is shown then.
  const url = useMemo(() => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (!url) return null;
  return (
    <img
      src={url}
      alt={t('orders.returns.photos.preview', { name: file.name })}
      className="h-16 w-16 shrink-0 rounded-md border border-line object-cover"
    />
  );
}

/**
 * The photo field of a return: a labelled file input (keyboard-usable as any input is), each photo
 * chosen shown with a preview and a button that removes it, and what is wrong with them under it.
 * `room` is how many more the request may take.
 */
export function ReturnPhotoPicker({
  files,
  onChange,
  error,
  room = RETURN_LIMITS.photosMax,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  error: string | undefined;
  room?: number;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);

  function add(chosen: FileList | null) {
    if (chosen?.length) onChange([...files, ...Array.from(chosen)]);
    // The same file may be chosen again after it was removed.
    if (input.current) input.current.value = '';
  }

  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {t('orders.returns.photos.label')}
      </label>
      <p id={hintId} className="mt-0.5 text-sm text-muted">
        {t('orders.returns.photos.hint', {
          max: formatNumber(room, i18n.language),
          mb: formatNumber(MEGABYTES, i18n.language),
        })}
      </p>
      <input
        ref={input}
        id={id}
        data-field="photos"
        type="file"
        multiple={room > 1}
        accept={RETURN_PHOTO_TYPES.join(',')}
        aria-invalid={Boolean(error)}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        onChange={(e) => add(e.target.files)}
        className="mt-1 block w-full min-h-11 rounded-md border border-line bg-white text-base text-ink file:mr-3 file:min-h-11 file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
      />
      {files.length > 0 && (
        <ul className="mt-2 flex flex-col gap-2" aria-label={t('orders.returns.photos.chosen')}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className="flex items-center gap-3 rounded-md bg-surface p-2">
              <Preview file={f} />
              <span className="min-w-0 flex-1 truncate">{f.name}</span>
              <button
                type="button"
                className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-muted hover:text-danger-700"
                aria-label={t('orders.returns.photos.remove', { name: f.name })}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                <CloseIcon className="h-5 w-5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
