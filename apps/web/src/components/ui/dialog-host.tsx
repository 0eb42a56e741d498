import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useSyncExternalStore } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { buttonStyles } from './button';
import { overlayClass, panelClass, useReturnFocus } from './dialog';
import { CheckIcon, CloseIcon } from './icons';

type DialogTone = 'success' | 'error' | 'warning' | 'info' | 'question';

export interface DialogRequest {
  tone: DialogTone;
  title: string;
  text?: string | undefined;
  /** The answer that goes ahead (OK for a notice). */
  confirm: string;
  /** The safe answer of a question; it has focus when the question opens. A notice has none. */
  cancel?: string | undefined;
}

interface Entry {
  id: number;
  request: DialogRequest;
  resolve: (yes: boolean) => void;
  open: boolean;
}

/**
 * One dialog at a time, like the browser's own: a question asked while another is open
 * waits its turn, and opens once the first has closed and given focus back, so that
 * focus returns to the right place after each.
 */
let current: Entry | null = null;
const waiting: Entry[] = [];
const listeners = new Set<() => void>();
let nextId = 1;

const emit = () => listeners.forEach((l) => l());

function advance() {
  if (current) return;
  current = waiting.shift() ?? null;
  emit();
}

function answer(id: number, yes: boolean) {
  if (!current || current.id !== id || !current.open) return;
  current.resolve(yes);
  current = { ...current, open: false };
  emit();
  // The panel reports when it has closed and returned focus; this is the fallback.
  setTimeout(() => closed(id), 100);
}

function closed(id: number) {
  if (current?.id !== id || current.open) return;
  current = null;
  advance();
}

function Host() {
  const entry = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
  const focus = useReturnFocus();
  if (!entry) return null;
  const { id, request } = entry;
  const question = request.cancel !== undefined;

  return (
    <AlertDialog.Root open={entry.open} onOpenChange={(open) => !open && answer(id, false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClass} />
        <AlertDialog.Content
          className={`${panelClass} text-center`}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={(event) => {
            focus.onCloseAutoFocus(event);
            queueMicrotask(() => closed(id));
          }}
          {...(request.text ? {} : { 'aria-describedby': undefined })}
        >
          <ToneMark tone={request.tone} />
          <AlertDialog.Title className="text-xl font-bold text-ink">{request.title}</AlertDialog.Title>
          {request.text && (
            <AlertDialog.Description className="mt-2 text-muted">{request.text}</AlertDialog.Description>
          )}
          <div className="mt-6 flex flex-wrap justify-center gap-2">
            {question ? (
              <>
                <AlertDialog.Action className={buttonStyles.primary} onClick={() => answer(id, true)}>
                  {request.confirm}
                </AlertDialog.Action>
                <AlertDialog.Cancel className={buttonStyles.secondary} onClick={() => answer(id, false)}>
                  {request.cancel}
                </AlertDialog.Cancel>
              </>
            ) : (
              // A notice's only button is its Cancel part, so Radix gives it focus on opening.
              <AlertDialog.Cancel className={buttonStyles.primary} onClick={() => answer(id, true)}>
                {request.confirm}
              </AlertDialog.Cancel>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

const toneStyle: Record<DialogTone, string> = {
  success: 'bg-success-50 text-success-700',
  error: 'bg-danger-50 text-danger-700',
  warning: 'bg-warm-50 text-warm-700',
  info: 'bg-brand-50 text-brand-800',
  question: 'bg-brand-50 text-brand-800',
};

/** The picture above the title; the title and text carry the meaning. */
function ToneMark({ tone }: { tone: DialogTone }) {
  const glyph =
    tone === 'success' ? (
      <CheckIcon className="h-7 w-7" />
    ) : tone === 'error' ? (
      <CloseIcon className="h-7 w-7" />
    ) : (
      <span className="text-2xl font-bold">{tone === 'question' ? '?' : tone === 'info' ? 'i' : '!'}</span>
    );
  return (
    <div
      aria-hidden="true"
      className={`mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full ${toneStyle[tone]}`}
    >
      {glyph}
    </div>
  );
}

let host: { container: HTMLElement; root: Root } | null = null;

/** Mounts the host the first time a dialog is asked for (and again if the page's body was replaced). */
function ensureHost() {
  if (host?.container.isConnected) return;
  if (host) {
    // Whatever the old host showed went with the body it lived in: that question was not answered.
    host.root.unmount();
    current?.resolve(false);
    current = null;
  }
  const container = document.createElement('div');
  container.dataset.dialogHost = '';
  document.body.append(container);
  const root = createRoot(container);
  root.render(<Host />);
  host = { container, root };
}

/** Shows a question or notice; resolves true when the person chose `confirm`. */
export function showDialog(request: DialogRequest): Promise<boolean> {
  ensureHost();
  return new Promise((resolve) => {
    waiting.push({ id: nextId++, request, resolve, open: true });
    advance();
  });
}
