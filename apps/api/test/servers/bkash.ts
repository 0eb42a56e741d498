import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BkashConfig } from '../../src/core/config-payments.js';

/** What the buyer does on bKash's page. */
export type BuyerChoice = 'approve' | 'insufficient' | 'cancel' | 'failure';

export interface StandInPayment {
  paymentID: string;
  amount: string;
  currency: string;
  intent: 'sale' | 'authorization';
  merchantInvoiceNumber: string;
  payerReference: string;
  callbackURL: string;
  transactionStatus: 'Initiated' | 'Authorized' | 'Completed' | 'Cancelled' | 'Failed';
  choice: BuyerChoice | null;
  trxID: string | null;
  createTime: string;
  refunds: { amount: string; refundTrxID: string }[];
}

type Json = Record<string, unknown>;

const CREDENTIALS = {
  appKey: 'standin-app-key',
  appSecret: 'standin-app-secret',
  username: 'standin-merchant',
  password: 'standin-password',
};

/** bKash's way of writing a moment: "2025-12-09T16:12:43:828 GMT+0600". */
function bkashTime(at = new Date()): string {
  const dhaka = new Date(at.getTime() + 6 * 3600_000).toISOString();
  return `${dhaka.slice(0, 19)}:${dhaka.slice(20, 23)} GMT+0600`;
}

const trxId = () => randomBytes(5).toString('hex').toUpperCase();
const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const toPoisha = (amount: string) => Math.round(Number(amount) * 100);

/**
 * bKash's tokenized checkout as a local HTTP server on 127.0.0.1, speaking the documented calls
 * the shop makes (grant and refresh the token, create, execute, query the status, capture, void,
 * refund), with bKash's answers and failures: a token that expired (401), insufficient balance
 * (2023), a payment not approved or in the wrong state (2056), executed already (2117), an
 * unknown payment (2002). `buyer()` plays the buyer on bKash's page and answers the callback
 * address bKash would send the browser to; for a browser, `bkashURL` is that page (Pay, Cancel).
 */
export class BkashStandIn {
  readonly config: Omit<BkashConfig, 'apiUrl'> = CREDENTIALS;
  readonly payments = new Map<string, StandInPayment>();
  /** Every call made, by path (tokens never recorded). */
  calls: { path: string; body: Json }[] = [];
  grants = 0;
  refreshes = 0;
  /** Set to answer refunds with a server error. */
  failRefunds = false;
  /** Refunds made that are then answered with a gateway timeout, as an answer lost on the way. */
  loseRefundAnswers = 0;
  /** Runs after an execute has moved the money and before bKash answers (a crash test kills the shop there). */
  onExecuted: ((payment: StandInPayment) => Promise<void>) | null = null;
  private tokens = new Map<string, number>();
  private refreshTokens = new Set<string>();
  private seq = 0;
  private server: Server = createServer((req, res) => {
    const page = req.method === 'GET' ? this.page(req) : null;
    if (page) {
      res.writeHead(page.status, page.headers);
      res.end(page.body);
      return;
    }
    void this.handle(req).then(([status, json]) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    });
  });
  url = '';

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1.2.0-beta`;
    return this.url;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The settings the shop needs to talk to this stand-in. */
  bkashConfig(): BkashConfig {
    return { ...this.config, apiUrl: this.url };
  }

  /** Makes every token handed out so far expire now, as an hour going by would. */
  expireTokens() {
    for (const token of this.tokens.keys()) this.tokens.set(token, 0);
  }

  /** The buyer on bKash's page: their choice, and the address bKash then sends the browser to. */
  buyer(paymentID: string, choice: BuyerChoice): string {
    const payment = this.payments.get(paymentID)!;
    payment.choice = choice;
    if (choice === 'cancel') payment.transactionStatus = 'Cancelled';
    if (choice === 'failure') payment.transactionStatus = 'Failed';
    const status = choice === 'approve' || choice === 'insufficient' ? 'success' : choice;
    const url = new URL(payment.callbackURL);
    url.searchParams.set('paymentID', paymentID);
    url.searchParams.set('status', status);
    url.searchParams.set('signature', randomBytes(8).toString('hex'));
    return `${url.pathname}${url.search}`;
  }

  /**
   * bKash's page for the browser (`bkashURL`): the amount and Pay or Cancel, each a link the
   * stand-in answers by sending the browser to the shop's callback as bKash does
   * (`status=success` once approved, `cancel`). Null for any other address.
   */
  private page(req: IncomingMessage): { status: number; headers: Record<string, string>; body: string } | null {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.replace(/^\/v1\.2\.0-beta/, '');
    if (path !== '/checkout-page' && path !== '/checkout-page/choose') return null;
    const paymentID = url.searchParams.get('paymentId') ?? '';
    const payment = this.payments.get(paymentID);
    if (!payment) return { status: 404, headers: { 'content-type': 'text/plain' }, body: 'Payment not found' };
    if (path === '/checkout-page/choose') {
      const choice = url.searchParams.get('choice') === 'approve' ? 'approve' : 'cancel';
      return {
        status: 302,
        headers: { location: new URL(this.buyer(paymentID, choice), payment.callbackURL).href },
        body: '',
      };
    }
    const link = (choice: string, label: string) =>
      `<p><a href="${this.url}/checkout-page/choose?paymentId=${encodeURIComponent(paymentID)}&amp;choice=${choice}" ` +
      `role="button" style="display:inline-block;min-height:44px">${label}</a></p>`;
    return {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body:
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>bKash</title></head><body><main><h1>bKash</h1>` +
        `<p>Merchant invoice ${payment.merchantInvoiceNumber.replace(/[^\w-]/g, '')}: BDT ${payment.amount}</p>` +
        `${link('approve', 'Pay')}${link('cancel', 'Cancel')}</main></body></html>`,
    };
  }

  private async handle(req: IncomingMessage): Promise<[number, Json]> {
    const text = await new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => resolve(body));
    });
    let body: Json;
    try {
      body = text ? (JSON.parse(text) as Json) : {};
    } catch {
      return [400, { statusCode: '9999', statusMessage: 'Malformed request' }];
    }
    const path = (req.url ?? '').replace(/^\/v1\.2\.0-beta/, '');
    if (req.method !== 'POST') return [404, { message: 'Not Found' }];
    const tokenCall = path === '/tokenized/checkout/token/grant' || path === '/tokenized/checkout/token/refresh';
    this.calls.push({ path, body: tokenCall ? {} : body });
    if (tokenCall) return this.token(req, path, body);
    const idToken = req.headers.authorization ?? '';
    const expiresAt = this.tokens.get(idToken);
    if (expiresAt === undefined) return [401, { message: 'Unauthorized' }];
    if (expiresAt <= Date.now()) return [401, { message: 'The incoming token has expired' }];
    if (req.headers['x-app-key'] !== this.config.appKey) return [200, refusal('2001', 'Invalid App Key')];
    switch (path) {
      case '/tokenized/checkout/create':
        return this.create(body);
      case '/tokenized/checkout/execute':
        return this.execute(body);
      case '/tokenized/checkout/payment/status':
        return this.status(body);
      case '/tokenized/checkout/payment/confirm/capture':
        return this.confirm(body, 'Completed');
      case '/tokenized/checkout/payment/confirm/void':
        return this.confirm(body, 'Cancelled');
      case '/tokenized/checkout/payment/refund':
        return this.refund(body);
      default:
        return [404, { message: 'Not Found' }];
    }
  }

  private token(req: IncomingMessage, path: string, body: Json): [number, Json] {
    if (req.headers.username !== this.config.username || req.headers.password !== this.config.password) {
      return [200, refusal('2079', 'Invalid username and password')];
    }
    if (body.app_key !== this.config.appKey || body.app_secret !== this.config.appSecret) {
      return [200, refusal('2001', 'Invalid App Key')];
    }
    if (path.endsWith('/refresh')) {
      if (typeof body.refresh_token !== 'string' || !this.refreshTokens.has(body.refresh_token)) {
        return [200, refusal('2079', 'Invalid refresh token')];
      }
      this.refreshes += 1;
    } else {
      this.grants += 1;
    }
    const idToken = `id-${randomBytes(12).toString('hex')}`;
    const refreshToken = `refresh-${randomBytes(12).toString('hex')}`;
    this.tokens.set(idToken, Date.now() + 3600_000);
    this.refreshTokens.add(refreshToken);
    return [
      200,
      {
        statusCode: '0000',
        statusMessage: 'Successful',
        id_token: idToken,
        token_type: 'Bearer',
        expires_in: 3600,
        refresh_token: refreshToken,
      },
    ];
  }

  private create(body: Json): [number, Json] {
    const { mode, payerReference, callbackURL, amount, currency, intent, merchantInvoiceNumber } = body;
    if (mode !== '0011') return [200, refusal('2063', 'Mode is not valid as per request data')];
    if (typeof amount !== 'string' || !AMOUNT.test(amount) || Number(amount) < 1) {
      return [200, refusal('2006', 'Invalid amount')];
    }
    if (currency !== 'BDT') return [200, refusal('2007', 'Invalid currency')];
    if (intent !== 'sale' && intent !== 'authorization') return [200, refusal('2008', 'Invalid intent')];
    if (typeof callbackURL !== 'string' || !/^https?:\/\//.test(callbackURL)) {
      return [200, refusal('2049', 'Invalid Merchant Callback URL')];
    }
    if (typeof merchantInvoiceNumber !== 'string' || merchantInvoiceNumber.length > 255) {
      return [200, refusal('2031', 'Invalid merchant invoice number')];
    }
    const paymentID = `TR0011${String(++this.seq).padStart(4, '0')}${Date.now()}`;
    const payment: StandInPayment = {
      paymentID,
      amount,
      currency,
      intent,
      merchantInvoiceNumber,
      payerReference: typeof payerReference === 'string' ? payerReference : '',
      callbackURL,
      transactionStatus: 'Initiated',
      choice: null,
      trxID: null,
      createTime: bkashTime(),
      refunds: [],
    };
    this.payments.set(paymentID, payment);
    const back = (status: string) => `${callbackURL}?paymentID=${paymentID}&status=${status}`;
    return [
      200,
      {
        paymentID,
        bkashURL: `${this.url}/checkout-page?paymentId=${paymentID}&mode=0011&apiVersion=v1.2.0-beta`,
        callbackURL,
        successCallbackURL: back('success'),
        failureCallbackURL: back('failure'),
        cancelledCallbackURL: back('cancel'),
        amount,
        intent,
        currency,
        paymentCreateTime: payment.createTime,
        transactionStatus: 'Initiated',
        merchantInvoiceNumber,
        statusCode: '0000',
        statusMessage: 'Successful',
      },
    ];
  }

  private async execute(body: Json): Promise<[number, Json]> {
    const payment = this.payments.get(String(body.paymentID));
    if (!payment) return [200, refusal('2002', 'Invalid Payment ID')];
    if (payment.transactionStatus === 'Completed' || payment.transactionStatus === 'Authorized') {
      return [200, refusal('2117', 'Payment execution already been called before')];
    }
    if (payment.choice === 'insufficient' && payment.transactionStatus === 'Initiated') {
      payment.transactionStatus = 'Failed';
      return [200, refusal('2023', 'Insufficient Balance')];
    }
    if (payment.transactionStatus !== 'Initiated' || payment.choice !== 'approve') {
      return [200, refusal('2056', 'Invalid Payment State')];
    }
    payment.transactionStatus = payment.intent === 'authorization' ? 'Authorized' : 'Completed';
    payment.trxID = trxId();
    if (this.onExecuted) await this.onExecuted(payment);
    return [
      200,
      {
        paymentID: payment.paymentID,
        customerMsisdn: '01770618575',
        payerReference: payment.payerReference,
        paymentExecuteTime: bkashTime(),
        trxID: payment.trxID,
        transactionStatus: payment.transactionStatus,
        amount: payment.amount,
        currency: payment.currency,
        intent: payment.intent,
        merchantInvoiceNumber: payment.merchantInvoiceNumber,
        statusCode: '0000',
        statusMessage: 'Successful',
      },
    ];
  }

  private status(body: Json): [number, Json] {
    const payment = this.payments.get(String(body.paymentID));
    if (!payment) return [200, refusal('2002', 'Invalid Payment ID')];
    return [
      200,
      {
        paymentID: payment.paymentID,
        mode: '0011',
        paymentCreateTime: payment.createTime,
        ...(payment.trxID ? { paymentExecuteTime: payment.createTime, trxID: payment.trxID } : {}),
        amount: payment.amount,
        currency: payment.currency,
        intent: payment.intent,
        merchantInvoice: payment.merchantInvoiceNumber,
        transactionStatus: payment.transactionStatus,
        verificationStatus: payment.trxID ? 'Complete' : 'Incomplete',
        payerReference: payment.payerReference,
        statusCode: '0000',
        statusMessage: 'Successful',
      },
    ];
  }

  private confirm(body: Json, to: 'Completed' | 'Cancelled'): [number, Json] {
    const payment = this.payments.get(String(body.paymentID));
    if (!payment) return [200, refusal('2002', 'Invalid Payment ID')];
    if (payment.transactionStatus !== 'Authorized') return [200, refusal('2056', 'Invalid Payment State')];
    payment.transactionStatus = to;
    return [
      200,
      {
        paymentID: payment.paymentID,
        trxID: payment.trxID,
        transactionStatus: to,
        amount: payment.amount,
        currency: payment.currency,
        statusCode: '0000',
        statusMessage: 'Successful',
      },
    ];
  }

  private refund(body: Json): [number, Json] {
    if (this.failRefunds) return [503, { message: 'Service Unavailable' }];
    const payment = this.payments.get(String(body.paymentID));
    if (!payment) return [200, refusal('2002', 'Invalid Payment ID')];
    if (payment.transactionStatus !== 'Completed' || payment.trxID !== body.trxID) {
      return [200, refusal('2056', 'Invalid Payment State')];
    }
    // Without an amount the same call is bKash's refund status: the payment's newest refund.
    if (body.amount === undefined) return this.refundStatus(payment);
    const amount = String(body.amount ?? '');
    const refunded = payment.refunds.reduce((sum, r) => sum + toPoisha(r.amount), 0);
    if (!AMOUNT.test(amount) || toPoisha(amount) <= 0) return [200, refusal('2006', 'Invalid amount')];
    if (refunded + toPoisha(amount) > toPoisha(payment.amount)) {
      return [200, refusal('2026', 'The reversal amount cannot be greater than the original transaction amount')];
    }
    const refundTrxID = trxId();
    payment.refunds.push({ amount, refundTrxID });
    if (this.loseRefundAnswers > 0) {
      this.loseRefundAnswers -= 1;
      return [504, { message: 'Endpoint request timed out' }];
    }
    return [
      200,
      {
        completedTime: bkashTime(),
        transactionStatus: 'Completed',
        originalTrxID: payment.trxID,
        refundTrxID,
        amount,
        currency: 'BDT',
        charge: '0.00',
        statusCode: '0000',
        statusMessage: 'Successful',
      },
    ];
  }
  private refundStatus(payment: StandInPayment): [number, Json] {
    const latest = payment.refunds.at(-1);
    if (!latest) return [200, refusal('2033', 'Transaction not found')];
    return [
      200,
      {
        originalTrxID: payment.trxID,
        refundTrxID: latest.refundTrxID,
        transactionStatus: 'Completed',
        amount: latest.amount,
        currency: 'BDT',
        charge: '0.00',
        completedTime: bkashTime(),
        statusCode: '0000',
        statusMessage: 'Successful',
      },
    ];
  }
}

const refusal = (statusCode: string, statusMessage: string) => ({ statusCode, statusMessage });
