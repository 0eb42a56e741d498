import { useId, type ReactNode } from 'react';
import type { ListStatus } from '../../lib/use-paged-list';
import { ListState } from './list-state';
import { Skeleton } from './skeleton';

/** One queue of a page (orders, or prescriptions): its heading and count, then its list in every state. */
export function QueueSection({
  title,
  count,
  status,
  onRetry,
  empty,
  placeholders,
  children,
}: {
  title: string;
  /** "3 waiting", once the queue has loaded. */
  count: string | undefined;
  status: ListStatus;
  onRetry: () => void;
  empty: string;
  /** How many placeholder rows stand in while the queue loads. */
  placeholders: number;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="flex flex-col gap-4" aria-labelledby={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-xl font-bold text-ink">
          {title}
        </h2>
        {count && <p className="text-muted">{count}</p>}
      </div>
      <ListState status={status} onRetry={onRetry} empty={{ title: empty }}>
        {status === 'loading' ? (
          <div className="flex flex-col gap-3" aria-hidden="true">
            {Array.from({ length: placeholders }, (_, i) => (
              <Skeleton key={i} className="h-24" />
            ))}
          </div>
        ) : (
          <ul className="flex flex-col gap-3">{children}</ul>
        )}
      </ListState>
    </section>
  );
}
