import { afterEach, describe, expect, it } from 'vitest';
import { clientConfig } from '../../../config/env';
import { ApiRequestError } from '../../../lib/api-client';
import i18n, { changeLanguage } from '../../../lib/i18n';
import { authFailure, authFailureText, type AuthFailure } from './auth-failure';

const refused = (status: number, code?: string, message = '', retryAfterSeconds: number | null = null) =>
  new ApiRequestError(status, { statusCode: status, message, ...(code ? { code } : {}) }, retryAfterSeconds);

const HERE = 'http://127.0.0.1:3000';
const text = (failure: AuthFailure, form: 'login' | 'register' = 'login') =>
  authFailureText(failure, i18n.t, form, HERE);

afterEach(async () => {
  clientConfig.publicUrl = null;
  await changeLanguage('en');
});

describe('authFailure', () => {
  it.each<[string, unknown, AuthFailure['kind']]>([
    ['a wrong password', refused(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'), 'invalid'],
    ['a 401 without a code', refused(401), 'invalid'],
    ['a page at another address', refused(403, 'CROSS_SITE_REQUEST'), 'wrongAddress'],
    ["the sign-in library's origin check", refused(403, 'INVALID_ORIGIN'), 'wrongAddress'],
    ['an origin the browser did not send', refused(403, 'MISSING_OR_NULL_ORIGIN'), 'wrongAddress'],
    ['the database down', refused(503, 'SERVICE_UNAVAILABLE'), 'unavailable'],
    ['a server error', refused(500, 'INTERNAL_ERROR'), 'unavailable'],
    ['a proxy with no shop behind it', refused(502), 'unavailable'],
    ['a gateway timeout', refused(504), 'unavailable'],
    ['too many sign-ins', refused(429, 'TOO_MANY_ATTEMPTS', '', 840), 'tooMany'],
    ["the sign-in library's own limit", refused(429, undefined, 'Too many requests.', 5), 'tooMany'],
    ['a dropped connection', new TypeError('Failed to fetch'), 'unreachable'],
    ['a form the server refused', refused(400, 'VALIDATION_ERROR', 'Invalid body field email'), 'other'],
    ['an email that has an account', refused(409, 'EMAIL_TAKEN'), 'other'],
    ['another 403', refused(403, 'FORBIDDEN'), 'other'],
    ['an error of the page itself', new Error('Failed to save user to database.'), 'other'],
  ])('reads %s', (_label, error, kind) => {
    expect(authFailure(error).kind).toBe(kind);
  });

  it('rounds the wait the server asked for up to whole minutes, at least one', () => {
    expect(authFailure(refused(429, 'TOO_MANY_ATTEMPTS', '', 840))).toEqual({ kind: 'tooMany', minutes: 14 });
    expect(authFailure(refused(429, 'TOO_MANY_ATTEMPTS', '', 841))).toEqual({ kind: 'tooMany', minutes: 15 });
    expect(authFailure(refused(429, undefined, '', 5))).toEqual({ kind: 'tooMany', minutes: 1 });
    expect(authFailure(refused(429, 'RATE_LIMITED'))).toEqual({ kind: 'tooMany', minutes: null });
  });

  it("takes the shop's address from its configuration, else from the server's message", () => {
    const crossSite = refused(
      403,
      'CROSS_SITE_REQUEST',
      'Requests from other sites are not accepted. Open the shop at http://localhost:3000 and try again.',
    );
    expect(authFailure(crossSite)).toEqual({ kind: 'wrongAddress', address: 'http://localhost:3000' });
    clientConfig.publicUrl = 'https://shop.example';
    expect(authFailure(crossSite)).toEqual({ kind: 'wrongAddress', address: 'https://shop.example' });
    clientConfig.publicUrl = null;
    expect(authFailure(refused(403, 'CROSS_SITE_REQUEST', 'Open javascript:alert(1) now.'))).toEqual({
      kind: 'wrongAddress',
      address: null,
    });
  });
});

describe('authFailureText', () => {
  it("keeps the product's own words for wrong credentials", () => {
    expect(text({ kind: 'invalid' })).toBe('Invalid email or password. Please try again.');
  });

  it('names the address the page is open at and the one to open', () => {
    expect(text({ kind: 'wrongAddress', address: 'http://localhost:3000' })).toBe(
      'This page is open at http://127.0.0.1:3000, but the shop accepts sign-ins and new accounts only at ' +
        'http://localhost:3000. Open http://localhost:3000 and try again.',
    );
    // Already there, or no address known: no address to send the reader to.
    for (const address of [HERE, null]) {
      expect(text({ kind: 'wrongAddress', address })).toBe(
        'The shop does not accept sign-ins or new accounts from this page’s address. Open the shop at its usual address and try again.',
      );
    }
  });

  it('says the service is unavailable, not that the password is wrong', () => {
    expect(text({ kind: 'unavailable' })).toBe(
      'The shop cannot sign you in right now: its service is not available. Please try again in a few minutes.',
    );
    expect(text({ kind: 'unavailable' }, 'register')).toMatch(/cannot create your account right now/);
  });

  it('says how long to wait', () => {
    expect(text({ kind: 'tooMany', minutes: 14 })).toBe(
      'Too many sign-in attempts. Please wait 14 minutes and try again.',
    );
    expect(text({ kind: 'tooMany', minutes: 1 })).toBe(
      'Too many sign-in attempts. Please wait 1 minute and try again.',
    );
    expect(text({ kind: 'tooMany', minutes: null })).toBe(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
    expect(text({ kind: 'tooMany', minutes: 60 }, 'register')).toBe(
      'Too many new accounts from your network. Please wait 60 minutes and try again.',
    );
  });

  it('tells a dropped connection from a refusal', () => {
    expect(text({ kind: 'unreachable' })).toBe('We could not reach the shop. Check your connection and try again.');
  });

  it("gives the server's reason for anything else, or the error's own words", () => {
    expect(text({ kind: 'other', error: refused(409, 'EMAIL_TAKEN') }, 'register')).toBe(
      'An account with this email already exists. Log in instead.',
    );
    expect(text({ kind: 'other', error: new Error('Failed to save user to database.') }, 'register')).toBe(
      'Failed to save user to database.',
    );
    expect(text({ kind: 'other', error: refused(400) }, 'register')).toBe('Something went wrong. Please try again.');
  });

  it('says each reason in Bangla, with Bangla digits', async () => {
    await changeLanguage('bn');
    expect(text({ kind: 'invalid' })).toBe('ইমেইল বা পাসওয়ার্ড সঠিক নয়। অনুগ্রহ করে আবার চেষ্টা করুন।');
    expect(text({ kind: 'wrongAddress', address: 'http://localhost:3000' })).toBe(
      'পাতাটি http://127.0.0.1:3000 ঠিকানায় খোলা হয়েছে, কিন্তু দোকানে লগ ইন আর নতুন অ্যাকাউন্ট খোলা যায় শুধু ' +
        'http://localhost:3000 ঠিকানায়। http://localhost:3000 খুলে আবার চেষ্টা করুন।',
    );
    expect(text({ kind: 'unavailable' })).toMatch(/^দোকানের সেবা এই মুহূর্তে চালু নেই/);
    expect(text({ kind: 'tooMany', minutes: 14 })).toBe(
      'অনেকবার লগ ইনের চেষ্টা হয়েছে। ১৪ মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
    );
    expect(text({ kind: 'unreachable' })).toBe(
      'দোকানের সাথে যোগাযোগ করা যায়নি। আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    );
    expect(text({ kind: 'other', error: refused(409, 'EMAIL_TAKEN') }, 'register')).toBe(
      'এই ইমেইলে আগে থেকেই একটি অ্যাকাউন্ট আছে। বরং লগ ইন করুন।',
    );
  });
});
