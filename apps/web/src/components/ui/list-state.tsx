import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { ListStatus } from '../../lib/use-paged-list';
import { Button } from './button';
import { EmptyState } from './empty-state';

export interface ListStateProps {
  status: ListStatus;
  /** The failure's title; 'Error loading data' unless the list says it its own way. */
  errorTitle?: string;
  /** The words of the failure's button, which reads the list again; 'Try again' by default. */
  retryLabel?: string;
  onRetry: () => void;
  /** What an empty list says, and what to do next. */
  empty: { title: string; hint?: string; action?: ReactNode };
  /** The list itself, shown while it loads (with its placeholders) and once it has rows. */
  children: ReactNode;
}

/** Every list screen's states, one way: the failure with Try again, the empty note, or the list. */
export function ListState({ status, errorTitle, retryLabel, onRetry, empty, children }: ListStateProps) {
  const { t } = useTranslation();
  if (status === 'error')
    return (
      <EmptyState
        tone="danger"
        title={errorTitle ?? t('common.status.errorLoading')}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {retryLabel ?? t('common.status.retry')}
          </Button>
        }
      />
    );
  if (status === 'empty') return <EmptyState title={empty.title} hint={empty.hint} action={empty.action} />;
  return <>{children}</>;
}
