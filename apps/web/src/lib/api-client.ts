import { FIRST_PAINT_DATA_ID, type ApiError } from '@medibazaar/contract';

/** An answer from the API that was not 2xx. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ApiError>,
    /** How long the server asks to wait before trying again (a 429's Retry-After), in seconds. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(body.message ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestError';
  }
  get code() {
    return this.body.code;
  }
}

/** Retry-After in seconds or as a date; the sign-in library's own limit says X-Retry-After. */
function retryAfterSeconds(headers: Headers): number | null {
  const value = (headers.get('retry-after') ?? headers.get('x-retry-after'))?.trim();
  if (!value) return null;
  const seconds = /^\d+$/.test(value) ? Number(value) : (Date.parse(value) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : null;
}

type Listener = (error: ApiRequestError) => void;
const authFailureListeners = new Set<Listener>();

/** Called on any 401/403 answer (the session layer signs the user out). */
export function onAuthFailure(listener: Listener): () => void {
  authFailureListeners.add(listener);
  return () => authFailureListeners.delete(listener);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** Send `body` (a string) as it is, with this content type, instead of as JSON (a CSV file, say). */
  rawType?: string;
  signal?: AbortSignal;
  /** Do not signal 401/403 to the session layer (for calls that probe the session). */
  quietAuth?: boolean;
  /** More request headers (an Idempotency-Key, say). */
  headers?: Record<string, string>;
}

export type Transport = (url: URL, init: RequestInit) => Promise<Response>;
const browserTransport: Transport = (url, init) => fetch(url, init);
let transport = (): Transport => browserTransport;
let origin = () => window.location.origin;

/**
 * Where calls go when the app renders on the server (app/shell.tsx): the server's
 * own API, in-process, through the transport of the page being painted, read per call
 * (each render has its own, so pages painted at the same time never mix their reads).
 * The browser always uses `fetch` to its own origin.
 */
export function readServerTransportFrom(read: () => Transport | undefined) {
  transport = () => read() ?? (() => Promise.resolve(new Response(null, { status: 503 })));
  origin = () => 'http://shop.invalid';
}

/**
 * The API answers a page painted by the server was rendered with (see
 * FIRST_PAINT_DATA_ID), each used once by the first read of its path: the page does
 * not ask again for what arrived with it.
 */
const answersWithThePage: Map<string, unknown> = (() => {
  if (typeof document === 'undefined') return new Map();
  const block = document.getElementById(FIRST_PAINT_DATA_ID);
  if (!block) return new Map();
  block.remove();
  try {
    return new Map(Object.entries(JSON.parse(block.textContent ?? '{}') as Record<string, unknown>));
  } catch {
    return new Map();
  }
})();

/** The one fetch wrapper: JSON in and out, same-origin cookies, errors as ApiRequestError. */
function bodyOf(body: unknown, isForm: boolean, raw: boolean): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (isForm) return body as FormData;
  return raw ? String(body) : JSON.stringify(body);
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(`/api${path}`, origin());
  for (const [k, v] of Object.entries(options.query ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  const key = url.pathname + url.search;
  if ((options.method ?? 'GET') === 'GET' && answersWithThePage.has(key)) {
    const answer = answersWithThePage.get(key) as T;
    answersWithThePage.delete(key);
    return answer;
  }
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const bodyType = options.rawType ?? 'application/json';
  const res = await transport()(url, {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      ...(options.body !== undefined && !isForm ? { 'content-type': bodyType } : {}),
      ...options.headers,
    },
    body: bodyOf(options.body, isForm, options.rawType !== undefined),
    signal: options.signal,
  });
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = { message: text };
  }
  if (!res.ok) {
    const error = new ApiRequestError(res.status, (data ?? {}) as Partial<ApiError>, retryAfterSeconds(res.headers));
    if ((res.status === 401 || res.status === 403) && !options.quietAuth) {
      for (const l of authFailureListeners) l(error);
    }
    throw error;
  }
  return data as T;
}
