import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SslcommerzConfig } from '../../src/core/config-payments.js';

type Fields = Record<string, string>;

/** A page the stand-in shows the browser (SSLCommerz's hosted checkout), not a JSON answer. */
class Page {
  constructor(readonly html: string) {}
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A small page of the stand-in's own (its inline script is the stand-in's, not the shop's). */
const pageOf = (title: string, body: string) =>
  new Page(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
      `<title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`,
  );

export interface StandInTransaction {
  tran_id: string;
  val_id: string;
  amount: string;
  status: 'VALID' | 'FAILED' | 'CANCELLED';
  risk_level: '0' | '1';
  bank_tran_id: string;
  /** Answered by the validation API: VALID the first time, VALIDATED after. */
  validated: boolean;
  refunds: { refund_ref_id: string; amount: string; refe_id: string; refund_trans_id: string }[];
}

const STORE = { storeId: 'standin-store', storePassword: 'standin-store@ssl' };
const hex = (n: number) => randomBytes(n).toString('hex');

/**
 * SSLCommerz's v4 API as a local HTTP server on 127.0.0.1: the session (`/gwprocess/v4/api.php`),
 * the validation API (`validationserverAPI.php`), the transaction query, refund and refund status
 * (`merchantTransIDvalidationAPI.php`), with SSLCommerz's answers: a store that is not known,
 * INVALID_TRANSACTION, a second validation answered VALIDATED. `pay()` plays the buyer on the
 * hosted page and answers the form SSLCommerz then posts to the IPN and with the browser; for a
 * browser, `GatewayPageURL` is that page (Pay, Fail, Cancel), which posts the IPN and sends the
 * browser back to the shop's address as SSLCommerz does.
 */
export class SslcommerzStandIn {
  readonly store = STORE;
  readonly sessions = new Map<string, Fields>();
  readonly transactions = new Map<string, StandInTransaction>();
  /** Validation answers INVALID_TRANSACTION for these `val_id`s. */
  readonly invalid = new Set<string>();
  calls: { path: string; fields: Fields }[] = [];
  /** The next payment made on the hosted page is found risky (`risk_level` 1). */
  riskyNext = false;
  /** The hosted page's session key → the `tran_id` it pays. */
  private pages = new Map<string, string>();
  /** Runs after the validation API found a payment taken and before it answers (a crash test kills the shop there). */
  onValidated: ((tx: StandInTransaction) => Promise<void>) | null = null;
  url = '';
  private server: Server = createServer(
    (req, res) =>
      void this.handle(req).then((answer) => {
        if (answer instanceof Page) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(answer.html);
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      }),
  );

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  sslcommerzConfig(): SslcommerzConfig {
    return { ...this.store, apiUrl: this.url };
  }

  /**
   * The buyer on the hosted page: the form SSLCommerz posts to the IPN address and, with the
   * browser, to the success, fail or cancel address. `amount` stands for a form someone altered.
   */
  pay(
    tranId: string,
    outcome: 'VALID' | 'FAILED' | 'CANCELLED' = 'VALID',
    options: { risk?: 0 | 1; amount?: string } = {},
  ): Fields {
    const session = this.sessions.get(tranId)!;
    const tx: StandInTransaction = {
      tran_id: tranId,
      val_id: `${new Date().toISOString().slice(2, 10).replace(/-/g, '')}${hex(6)}`,
      amount: session.total_amount!,
      status: outcome,
      risk_level: options.risk === 1 ? '1' : '0',
      bank_tran_id: `${new Date().toISOString().slice(2, 10).replace(/-/g, '')}${hex(5)}`.toUpperCase(),
      validated: false,
      refunds: [],
    };
    this.transactions.set(tx.val_id, tx);
    return {
      tran_id: tranId,
      val_id: tx.val_id,
      amount: options.amount ?? tx.amount,
      card_type: 'BKASH-BKash',
      store_amount: (Number(tx.amount) * 0.975).toFixed(2),
      card_no: '',
      bank_tran_id: tx.bank_tran_id,
      status: outcome,
      tran_date: new Date().toISOString().slice(0, 19).replace('T', ' '),
      error: outcome === 'VALID' ? '' : 'Transaction not completed',
      currency: 'BDT',
      card_issuer: 'BKash Mobile Banking',
      card_brand: 'MOBILEBANKING',
      card_sub_brand: 'Classic',
      card_issuer_country: 'Bangladesh',
      card_issuer_country_code: 'BD',
      store_id: this.store.storeId,
      verify_sign: hex(16),
      verify_key:
        'amount,bank_tran_id,base_fair,card_brand,card_issuer,card_issuer_country,card_issuer_country_code,card_no,card_sub_brand,card_type,currency,currency_amount,currency_rate,currency_type,risk_level,risk_title,status,store_amount,store_id,tran_date,tran_id,val_id,value_a,value_b,value_c,value_d',
      verify_sign_sha2: hex(32),
      currency_type: 'BDT',
      currency_amount: tx.amount,
      currency_rate: '1.0000',
      base_fair: '0.00',
      value_a: session.value_a ?? '',
      value_b: '',
      value_c: '',
      value_d: '',
      subscription_id: '',
      risk_level: tx.risk_level,
      risk_title: tx.risk_level === '1' ? 'Risky' : 'Safe',
    };
  }

  private async handle(req: IncomingMessage): Promise<Record<string, unknown> | Page> {
    const body = await new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => resolve(text));
    });
    const url = new URL(req.url ?? '/', this.url);
    const fields = Object.fromEntries(new URLSearchParams(req.method === 'POST' ? body : url.search));
    const { store_passwd: _secret, ...kept } = fields;
    this.calls.push({ path: url.pathname, fields: kept });
    if (url.pathname.startsWith('/EasyCheckOut/')) {
      const tranId = this.pages.get(url.pathname.slice('/EasyCheckOut/'.length));
      if (!tranId) return pageOf('SSLCommerz', '<h1>SSLCommerz</h1><p>This payment session has expired.</p>');
      return req.method === 'POST' ? this.hostedChoice(tranId, fields.choice) : this.hostedPage(url.pathname, tranId);
    }
    if (fields.store_id !== this.store.storeId || fields.store_passwd !== this.store.storePassword) {
      return url.pathname === '/gwprocess/v4/api.php'
        ? { status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active' }
        : { APIConnect: 'INVALID_REQUEST' };
    }
    if (url.pathname === '/gwprocess/v4/api.php' && req.method === 'POST') return this.session(fields);
    if (url.pathname === '/validator/api/validationserverAPI.php') {
      const answer = this.validation(fields);
      const tx = this.transactions.get(fields.val_id ?? '');
      if (tx && answer.status !== 'INVALID_TRANSACTION' && this.onValidated) await this.onValidated(tx);
      return answer;
    }
    if (url.pathname === '/validator/api/merchantTransIDvalidationAPI.php') {
      if (fields.refund_ref_id) return this.refundStatus(fields.refund_ref_id);
      if (fields.bank_tran_id) return this.refund(fields);
      return this.query(fields.tran_id ?? '');
    }
    return { status: 'FAILED', failedreason: 'Not found' };
  }

  private session(fields: Fields) {
    const required = [
      'total_amount',
      'currency',
      'tran_id',
      'success_url',
      'fail_url',
      'cancel_url',
      'cus_name',
      'cus_email',
      'cus_add1',
      'cus_city',
      'cus_country',
      'cus_phone',
      'shipping_method',
      'product_name',
      'product_category',
      'product_profile',
    ];
    const missing = required.find((k) => !fields[k]);
    if (missing) return { status: 'FAILED', failedreason: `Invalid Information: ${missing} is missing` };
    const amount = Number(fields.total_amount);
    if (!(amount >= 10 && amount <= 500_000)) return { status: 'FAILED', failedreason: 'Invalid amount' };
    this.sessions.set(fields.tran_id!, fields);
    const sessionkey = hex(16).toUpperCase();
    const page = `${this.url}/EasyCheckOut/testcde${sessionkey.toLowerCase()}`;
    this.pages.set(`testcde${sessionkey.toLowerCase()}`, fields.tran_id!);
    return {
      status: 'SUCCESS',
      failedreason: '',
      sessionkey,
      gw: {
        visa: 'city_visa,ebl_visa',
        master: 'city_master',
        amex: 'city_amex',
        othercards: '',
        internetbanking: 'city',
        mobilebanking: 'bkash,nagad',
      },
      redirectGatewayURL: `${this.url}/gwprocess/v4/bankgw/indexhtml.php?mamount=${fields.total_amount}&ssl_id=${sessionkey}&Q=REDIRECT&SESSIONKEY=${sessionkey}&tran_type=success&cardname=`,
      directPaymentURLBank: '',
      directPaymentURLCard: '',
      directPaymentURL: '',
      redirectGatewayURLFailed: '',
      GatewayPageURL: page,
      storeBanner: `${this.url}/stores/logos/demoLogo.png`,
      storeLogo: `${this.url}/stores/logos/demoLogo.png`,
      desc: [],
      is_direct_pay_enable: '0',
    };
  }

  /** SSLCommerz's hosted page: what is paid, to whom, and Pay, Fail or Cancel. */
  private hostedPage(path: string, tranId: string): Page {
    const session = this.sessions.get(tranId)!;
    const button = (choice: string, label: string) =>
      `<button type="submit" name="choice" value="${choice}" style="min-height:44px;margin:4px">${label}</button>`;
    return pageOf(
      'SSLCommerz',
      `<h1>SSLCommerz</h1><p>${escapeHtml(session.product_name ?? '')}</p>` +
        `<p>Amount: BDT ${escapeHtml(session.total_amount ?? '')}</p>` +
        `<form method="post" action="${escapeHtml(path)}">` +
        `${button('pay', 'Pay')}${button('fail', 'Fail')}${button('cancel', 'Cancel')}</form>`,
    );
  }

  /**
   * The buyer's choice on the hosted page, as SSLCommerz answers it: the payment (or its failure) is
   * made, the IPN posted to the shop, and the browser posted back to the success, fail or cancel
   * address with the same form (by the page's own script, or its button without scripts).
   */
  private async hostedChoice(tranId: string, choice: string | undefined): Promise<Page> {
    const session = this.sessions.get(tranId)!;
    const outcome = choice === 'pay' ? 'VALID' : choice === 'fail' ? 'FAILED' : 'CANCELLED';
    const form = this.pay(tranId, outcome, { risk: outcome === 'VALID' && this.riskyNext ? 1 : 0 });
    if (outcome === 'VALID') this.riskyNext = false;
    if (session.ipn_url) {
      await fetch(session.ipn_url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: this.url },
        body: new URLSearchParams(form).toString(),
      }).then(
        (r) => r.text(),
        () => '',
      );
    }
    const back =
      outcome === 'VALID' ? session.success_url : outcome === 'FAILED' ? session.fail_url : session.cancel_url;
    const inputs = Object.entries(form)
      .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
      .join('');
    return pageOf(
      'SSLCommerz',
      `<h1>SSLCommerz</h1><form id="back" method="post" action="${escapeHtml(back ?? '')}">${inputs}` +
        `<button type="submit">Back to the merchant</button></form>` +
        `<script>document.getElementById('back').submit()</script>`,
    );
  }

  private validation(fields: Fields) {
    const tx = this.transactions.get(fields.val_id ?? '');
    if (!tx || tx.status !== 'VALID' || this.invalid.has(tx.val_id)) return { status: 'INVALID_TRANSACTION' };
    const status = tx.validated ? 'VALIDATED' : 'VALID';
    tx.validated = true;
    return this.transactionJson(tx, status);
  }

  private query(tranId: string) {
    const found = [...this.transactions.values()].filter((t) => t.tran_id === tranId);
    return {
      APIConnect: 'DONE',
      no_of_trans_found: found.length,
      element: found.map((t) => ({
        ...this.transactionJson(t, t.status === 'VALID' ? (t.validated ? 'VALIDATED' : 'VALID') : t.status),
        validated_on: t.validated ? new Date().toISOString().slice(0, 19).replace('T', ' ') : '',
        gw_version: '',
      })),
    };
  }

  private transactionJson(tx: StandInTransaction, status: string) {
    return {
      status,
      tran_date: new Date().toISOString().slice(0, 19).replace('T', ' '),
      tran_id: tx.tran_id,
      val_id: tx.val_id,
      amount: tx.amount,
      store_amount: (Number(tx.amount) * 0.975).toFixed(2),
      currency: 'BDT',
      bank_tran_id: tx.bank_tran_id,
      card_type: 'BKASH-BKash',
      card_no: '',
      card_issuer: 'BKash Mobile Banking',
      card_brand: 'MOBILEBANKING',
      card_issuer_country: 'Bangladesh',
      card_issuer_country_code: 'BD',
      currency_type: 'BDT',
      currency_amount: tx.amount,
      currency_rate: '1.0000',
      base_fair: '0.00',
      value_a: this.sessions.get(tx.tran_id)?.value_a ?? '',
      value_b: '',
      value_c: '',
      value_d: '',
      emi_instalment: '0',
      emi_amount: '0.00',
      emi_description: '',
      emi_issuer: '',
      account_details: '',
      risk_title: tx.risk_level === '1' ? 'Risky' : 'Safe',
      risk_level: tx.risk_level,
      APIConnect: 'DONE',
      validated_on: '',
      gw_version: '',
    };
  }

  private refund(fields: Fields) {
    const tx = [...this.transactions.values()].find((t) => t.bank_tran_id === fields.bank_tran_id);
    if (!tx || tx.status !== 'VALID') {
      return {
        APIConnect: 'DONE',
        bank_tran_id: fields.bank_tran_id,
        trans_id: '',
        refund_ref_id: '',
        status: 'failed',
        errorReason: 'Invalid bank_tran_id',
      };
    }
    if (!fields.refund_trans_id) {
      return {
        APIConnect: 'DONE',
        bank_tran_id: tx.bank_tran_id,
        trans_id: tx.tran_id,
        refund_ref_id: '',
        status: 'failed',
        errorReason: 'refund_trans_id is missing',
      };
    }
    // The same refund_trans_id again is the refund already taken, not a second one.
    const again = tx.refunds.find((r) => r.refund_trans_id === fields.refund_trans_id);
    if (again) {
      return {
        APIConnect: 'DONE',
        bank_tran_id: tx.bank_tran_id,
        trans_id: tx.tran_id,
        refund_ref_id: again.refund_ref_id,
        status: 'success',
        errorReason: '',
      };
    }
    const refunded = tx.refunds.reduce((sum, r) => sum + Number(r.amount), 0);
    if (!(Number(fields.refund_amount) > 0) || refunded + Number(fields.refund_amount) > Number(tx.amount) + 1e-9) {
      return {
        APIConnect: 'DONE',
        bank_tran_id: tx.bank_tran_id,
        trans_id: tx.tran_id,
        refund_ref_id: '',
        status: 'failed',
        errorReason: 'Refund amount exceeds the transaction amount',
      };
    }
    const refund = {
      refund_ref_id: hex(8),
      amount: fields.refund_amount!,
      refe_id: fields.refe_id ?? '',
      refund_trans_id: fields.refund_trans_id,
    };
    tx.refunds.push(refund);
    return {
      APIConnect: 'DONE',
      bank_tran_id: tx.bank_tran_id,
      trans_id: tx.tran_id,
      refund_ref_id: refund.refund_ref_id,
      status: 'success',
      errorReason: '',
    };
  }

  private refundStatus(refundRefId: string) {
    const tx = [...this.transactions.values()].find((t) => t.refunds.some((r) => r.refund_ref_id === refundRefId));
    if (!tx) return { APIConnect: 'DONE', status: 'cancelled', errorReason: 'Invalid refund_ref_id' };
    return {
      APIConnect: 'DONE',
      bank_tran_id: tx.bank_tran_id,
      tran_id: tx.tran_id,
      refund_ref_id: refundRefId,
      initiated_on: new Date().toISOString().slice(0, 19).replace('T', ' '),
      refunded_on: new Date().toISOString().slice(0, 19).replace('T', ' '),
      status: 'refunded',
      errorReason: '',
    };
  }
}
