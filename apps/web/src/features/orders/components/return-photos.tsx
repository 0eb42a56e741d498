import { RETURN_LIMITS, type ReturnRequest } from '@medibazaar/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useReturnPhotoLink } from '../api/return-photo-link';
import { useAddReturnPhotos } from '../api/returns';
import { photosProblem, ReturnPhotoPicker } from './return-photo-picker';

/**
 * One of the buyer's photos, through a link signed for the reader that works five minutes (the
 * photo has no address of its own); it opens full size in a new tab.
 */
function ReturnPhoto({
  number,
  returnId,
  photoId,
  n,
}: {
  number: string;
  returnId: string;
  photoId: string;
  n: string;
}) {
  const { t } = useTranslation();
  const link = useReturnPhotoLink(number, returnId, photoId);
  if (link.isPending) {
    return (
      <span
        role="status"
        className="flex h-24 w-24 items-center justify-center rounded-md bg-surface text-sm text-muted"
      >
        {t('orders.returns.photos.loading', { n })}
      </span>
    );
  }
  if (link.isError) {
    return (
      <span role="alert" className="text-sm text-danger-700">
        {apiErrorMessage(link.error, t, t('orders.returns.photos.failed', { n }))}
      </span>
    );
  }
  return (
    <a
      href={link.data.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('orders.returns.photos.open', { n })}
      className="block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <img
        src={link.data.url}
        alt={t('orders.returns.photos.photo', { n })}
        className="h-24 w-24 rounded-md border border-line object-cover"
        data-testid="return-photo"
      />
    </a>
  );
}

/** The buyer's photos of a request, for its buyer, its seller and admins. */
export function ReturnPhotoList({ number, request }: { number: string; request: ReturnRequest }) {
  const { t, i18n } = useTranslation();
  if (!request.photos.length) return null;
  return (
    <div className="mt-2">
      <p className="text-sm font-semibold text-ink">{t('orders.returns.photos.title')}</p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {request.photos.map((p, i) => (
          <li key={p.id}>
            <ReturnPhoto number={number} returnId={request.id} photoId={p.id} n={formatNumber(i + 1, i18n.language)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The buyer adds photos to their request while it waits (the form's, if they failed to go, or new ones). */
export function AddReturnPhotos({ number, request }: { number: string; request: ReturnRequest }) {
  const { t, i18n } = useTranslation();
  const add = useAddReturnPhotos(number);
  const [open, setOpen] = useState(false);
  const [photos, setPhotos] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  const room = RETURN_LIMITS.photosMax - request.photos.length;
  if (request.status !== 'requested' || room <= 0) return null;

  function choose(next: File[]) {
    setPhotos(next);
    setError(photosProblem(next, t, i18n.language, room));
  }

  async function send(e: FormEvent) {
    e.preventDefault();
    const problem = photos.length ? photosProblem(photos, t, i18n.language, room) : t('orders.returns.photos.none');
    setError(problem);
    if (problem) return;
    try {
      await add.mutateAsync({ id: request.id, photos });
      toast.success(t('orders.returns.photos.added'));
      setPhotos([]);
      setOpen(false);
    } catch (err) {
      setError(apiErrorMessage(err, t));
    }
  }

  if (!open) {
    return (
      <div className="mt-3">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('orders.returns.photos.add')}
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(e) => void send(e)} className="mt-3 flex flex-col gap-2" aria-busy={add.isPending}>
      <ReturnPhotoPicker files={photos} onChange={choose} error={error} room={room} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t('orders.returns.photos.adding') : t('orders.returns.photos.addSend')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
          {t('orders.returns.form.close')}
        </Button>
      </div>
    </form>
  );
}
