import type { BkashConfig } from '../../../core/config-payments.js';
import { providerUnavailable } from './provider.js';

/** bKash's own success code; anything else in `statusCode` (or an `errorCode`) is a refusal. */
const SUCCESS = '0000';
/** bKash asks merchants to wait up to 30 seconds for each call. */
const TIMEOUT_MS = 30_000;
/** A token is renewed this long before bKash says it expires, so no call starts with one about to lapse. */
const RENEW_BEFORE_MS = 5 * 60_000;

/** A refusal bKash answered with its own code (insufficient balance, a payment in the wrong state, …). */
export class BkashRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface Token {
  idToken: string;
  refreshToken: string;
  expiresAt: number;
}

type Answer = Record<string, unknown>;

/**
 * The calls of bKash's tokenized checkout API, with its token: granted with the merchant's
 * credentials, kept in memory, refreshed with the refresh token before it expires, granted anew
 * when bKash says it has expired after all. Tokens and credentials are never logged nor put in
 * an error message.
 */
export class BkashClient {
  private token: Token | null = null;
  private pending: Promise<Token> | null = null;

  constructor(
    private readonly config: BkashConfig,
    private readonly now: () => number = Date.now,
  ) {}

  /** A call with the token; a token bKash no longer takes (401) is replaced once and the call repeated. */
  async call(path: string, body: Answer): Promise<Answer> {
    const token = await this.validToken();
    const first = await this.post(path, body, this.authHeaders(token.idToken));
    if (first.status !== 401) return this.answer(first);
    this.token = null;
    const renewed = await this.validToken();
    return this.answer(await this.post(path, body, this.authHeaders(renewed.idToken)));
  }

  private authHeaders(idToken: string) {
    return { authorization: idToken, 'x-app-key': this.config.appKey };
  }

  private async validToken(): Promise<Token> {
    const token = this.token;
    if (token && token.expiresAt - RENEW_BEFORE_MS > this.now()) return token;
    // Callers at the same moment share one grant or refresh.
    this.pending ??= (token ? this.refresh(token).catch(() => this.grant()) : this.grant()).finally(() => {
      this.pending = null;
    });
    this.token = await this.pending;
    return this.token;
  }

  private async grant(): Promise<Token> {
    return this.tokenFrom(
      await this.post('/tokenized/checkout/token/grant', {
        app_key: this.config.appKey,
        app_secret: this.config.appSecret,
      }),
    );
  }

  private async refresh(token: Token): Promise<Token> {
    return this.tokenFrom(
      await this.post('/tokenized/checkout/token/refresh', {
        app_key: this.config.appKey,
        app_secret: this.config.appSecret,
        refresh_token: token.refreshToken,
      }),
    );
  }

  private async tokenFrom(res: { status: number; json: Answer | null }): Promise<Token> {
    const json = this.answer(res);
    if (typeof json.id_token !== 'string' || typeof json.refresh_token !== 'string') throw providerUnavailable();
    const seconds = typeof json.expires_in === 'number' ? json.expires_in : Number(json.expires_in ?? 3600);
    return { idToken: json.id_token, refreshToken: json.refresh_token, expiresAt: this.now() + seconds * 1000 };
  }

  private async post(
    path: string,
    body: Answer,
    headers: Record<string, string> = { username: this.config.username, password: this.config.password },
  ): Promise<{ status: number; json: Answer | null }> {
    let res: Response;
    try {
      res = await fetch(`${this.config.apiUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw providerUnavailable();
    }
    const text = await res.text();
    let json: Answer | null = null;
    try {
      json = text ? (JSON.parse(text) as Answer) : null;
    } catch {
      json = null;
    }
    return { status: res.status, json };
  }

  /** bKash's answer, or the refusal it carries; a server error or an unreadable answer is "unavailable". */
  private answer(res: { status: number; json: Answer | null }): Answer {
    const json = res.json;
    if (!json || res.status >= 500 || res.status === 401 || res.status === 403) throw providerUnavailable();
    const code = typeof json.statusCode === 'string' ? json.statusCode : (json.errorCode as string | undefined);
    if (code !== undefined && code !== SUCCESS) {
      const message = (json.statusMessage ?? json.errorMessage ?? 'bKash refused the request.') as string;
      throw new BkashRefusal(String(code), String(message).slice(0, 300));
    }
    if (res.status >= 400) throw providerUnavailable();
    return json;
  }
}
