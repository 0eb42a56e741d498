import { type Payment, RECEIPT_WINDOW } from '@medibazaar/contract';
import type { TFunction } from '../../../lib/i18n';
import { formatDateTime, formatMoney } from '../../../lib/format';

/** The receipt window is a document of its own: it gets the shop's colour tokens as plain values. */
function receiptCss(): string {
  const token = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  const ink = token('--color-ink');
  const line = token('--color-line');
  return `
  body { font: 14px/1.5 system-ui, sans-serif; color: ${ink}; margin: 24px; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  p { margin: 0 0 4px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 12px 0; }
  dt { font-weight: 600; }
  dd { margin: 0; word-break: break-all; }
  table { width: 100%; border-collapse: collapse; margin-top: 12px; }
  th, td { text-align: left; padding: 4px 6px; border-bottom: 1px solid ${line}; }
  th:nth-child(n+2), td:nth-child(n+2) { text-align: right; }
  tfoot td { font-weight: 700; border-bottom: none; }
`;
}

/**
 * Opens the 600×400 print window with the payment's receipt and prints it. The
 * window is filled with DOM nodes and text (never HTML strings), so product names
 * cannot inject markup. Returns false when the browser blocked the window.
 */
export function printReceipt(payment: Payment, t: TFunction, locale: string, shopName: string): boolean {
  const win = window.open('', 'receipt', `width=${RECEIPT_WINDOW.width},height=${RECEIPT_WINDOW.height}`);
  if (!win) return false;
  const doc = win.document;
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, children: Node[] = []) => {
    const node = doc.createElement(tag);
    if (text !== undefined) node.textContent = text;
    node.append(...children);
    return node;
  };
  const money = (n: number) => formatMoney(n, locale);

  const style = el('style', receiptCss());
  doc.head.replaceChildren(style);
  doc.title = t('cart.receipt.title', { id: payment.transactionId });

  const facts: [string, string][] = [
    [t('cart.receipt.date'), formatDateTime(payment.date, locale)],
    [t('cart.receipt.transactionId'), payment.transactionId],
    [t('cart.receipt.status'), t(`cart.history.status.${payment.status}`)],
  ];
  if (payment.cardBrand && payment.cardLast4) {
    const brand = t(`cart.receipt.brands.${payment.cardBrand}`, { defaultValue: payment.cardBrand });
    facts.push([t('cart.receipt.paidBy'), t('cart.receipt.card', { brand, last4: payment.cardLast4 })]);
  }
  const rows = payment.items.map((item) =>
    el('tr', undefined, [
      el('td', item.name),
      el('td', String(item.quantity)),
      el('td', money(item.unitPrice)),
      el('td', money(item.lineTotal)),
    ]),
  );
  const table = el('table', undefined, [
    el('thead', undefined, [
      el('tr', undefined, [
        el('th', t('cart.receipt.item')),
        el('th', t('cart.receipt.quantity')),
        el('th', t('cart.receipt.unitPrice')),
        el('th', t('cart.receipt.lineTotal')),
      ]),
    ]),
    el('tbody', undefined, rows),
    el('tfoot', undefined, [
      el('tr', undefined, [el('td', t('cart.receipt.total')), el('td'), el('td'), el('td', money(payment.price))]),
    ]),
  ]);

  doc.body.replaceChildren(
    el('h1', `${shopName} — ${t('cart.receipt.heading')}`),
    el('p', payment.email),
    el(
      'dl',
      undefined,
      facts.flatMap(([term, value]) => [el('dt', term), el('dd', value)]),
    ),
    table,
    el('p', t('cart.receipt.thanks', { shopName })),
  );
  win.focus();
  win.print();
  return true;
}
