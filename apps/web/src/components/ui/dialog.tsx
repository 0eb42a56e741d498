import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { CloseIcon } from './icons';

/**
 * Gives focus back to whatever had it when a dialog opened. The shop's dialogs open from
 * state (a row's button, a promise-returning question) rather than from a Radix trigger,
 * and a Radix dialog without a trigger would drop focus on the page when it closes.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Called before the dialog moves focus inside, so the active element is still the opener.
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}

export const overlayClass = 'fixed inset-0 z-50 bg-ink/60';
export const panelClass =
  'fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-4 shadow-card focus:outline-none sm:p-6';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  children: React.ReactNode;
}

/**
 * A modal dialog with a title and a close button (Radix Dialog): the page behind is
 * inert, Tab stays inside, Escape, the close button and a click outside close it, and
 * focus returns to what opened it.
 */
function Dialog({ open, onClose, title, closeLabel, children }: DialogProps) {
  const focus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClass} />
        <RadixDialog.Content className={panelClass} aria-describedby={undefined} {...focus}>
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-bold text-ink">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label={closeLabel}
              className="-mr-2 -mt-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-ink"
            >
              <CloseIcon className="h-5 w-5" />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export default Dialog;
