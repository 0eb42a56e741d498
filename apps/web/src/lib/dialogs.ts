import i18n from './i18n';

/**
 * Dialogs with the exact texts of docs/product.md#texts. SweetAlert2 loads on first use, so pages that
 * never show a dialog never download it.
 */
async function swal() {
  const { default: Swal } = await import('sweetalert2');
  return Swal.mixin({
    position: 'center',
    confirmButtonText: i18n.t('common.dialog.ok'),
    denyButtonText: i18n.t('common.dialog.no'),
    cancelButtonText: i18n.t('common.dialog.cancel'),
    buttonsStyling: false,
    customClass: {
      popup: 'rounded-card',
      confirmButton:
        'inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 mx-1',
      cancelButton:
        'inline-flex min-h-11 items-center rounded-md border border-line bg-white px-5 font-semibold text-ink hover:bg-brand-50 mx-1',
      denyButton: 'inline-flex min-h-11 items-center rounded-md bg-danger-700 px-5 font-semibold text-white mx-1',
    },
    returnFocus: true,
  });
}

export interface ConfirmOptions {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  icon?: 'warning' | 'question' | 'info';
  /** The element the dialog opens in; a modal <dialog> when asked from inside one (it would sit behind it otherwise). */
  target?: HTMLElement;
}

/** Resolves true when the person confirmed. */
export async function confirmDialog(o: ConfirmOptions): Promise<boolean> {
  const Swal = await swal();
  const result = await Swal.fire({
    title: o.title,
    text: o.text,
    icon: o.icon ?? 'warning',
    showCancelButton: true,
    confirmButtonText: o.confirm,
    cancelButtonText: o.cancel,
    focusCancel: true,
    ...(o.target ? { target: o.target } : {}),
  });
  return result.isConfirmed;
}

export async function alertDialog(kind: 'success' | 'error' | 'warning' | 'info', title: string, text?: string) {
  const Swal = await swal();
  await Swal.fire({ title, text, icon: kind });
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
