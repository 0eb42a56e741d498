import type { DialogRequest } from '../components/ui/dialog-host';
import i18n from './i18n';

/**
 * Dialogs with the exact texts of docs/product.md#texts, as promises. The dialog code
 * (Radix alert dialog and its host) loads on first use, so pages that never show a
 * dialog never download it.
 */
async function show(request: DialogRequest): Promise<boolean> {
  const { showDialog } = await import('../components/ui/dialog-host');
  return showDialog(request);
}

export interface ConfirmOptions {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  icon?: 'warning' | 'question' | 'info';
  /**
   * Where the question was asked from. No longer needed: a question always stands above
   * every other dialog, and focus returns to what had it. Accepted so callers keep working.
   */
  target?: HTMLElement | undefined;
}

/** Resolves true when the person confirmed. */
export async function confirmDialog(o: ConfirmOptions): Promise<boolean> {
  return show({ tone: o.icon ?? 'warning', title: o.title, text: o.text, confirm: o.confirm, cancel: o.cancel });
}

export async function alertDialog(kind: 'success' | 'error' | 'warning' | 'info', title: string, text?: string) {
  await show({ tone: kind, title, text, confirm: i18n.t('common.dialog.ok') });
}

/** The delete confirmation (docs/product.md#texts-delete): 'Are you sure?' / "You won't be able to revert this!". */
export function confirmDelete(): Promise<boolean> {
  return confirmDialog({
    title: i18n.t('common.dialog.deleteConfirm.title'),
    text: i18n.t('common.dialog.deleteConfirm.text'),
    confirm: i18n.t('common.dialog.deleteConfirm.confirm'),
    cancel: i18n.t('common.dialog.deleteConfirm.cancel'),
  });
}

/**
 * The whole delete flow: confirm, run, then 'Deleted!' or 'Error!'. Returns true
 * when the item was deleted. `messages` overrides the success/failure texts.
 */
export async function runDeleteFlow(
  remove: () => Promise<unknown>,
  messages: { deleted?: [string, string?]; failed?: [string, string?] } = {},
): Promise<boolean> {
  if (!(await confirmDelete())) return false;
  try {
    await remove();
  } catch {
    const [title, text] = messages.failed ?? [
      i18n.t('common.dialog.deleteFailed.title'),
      i18n.t('common.dialog.deleteFailed.text'),
    ];
    await alertDialog('error', title, text);
    return false;
  }
  const [title, text] = messages.deleted ?? [
    i18n.t('common.dialog.deleted.title'),
    i18n.t('common.dialog.deleted.text'),
  ];
  await alertDialog('success', title, text);
  return true;
}
