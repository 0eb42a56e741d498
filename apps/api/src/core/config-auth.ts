import { PHONE_CODE_RULES } from '@medibazaar/contract';
import { ConfigError, type Env } from './config-env.js';

/** Sign-in settings: the pop-up sign-in provider (GOOGLE_*, OIDC_*) and the sign-in limits. */

export type SignInProviderConfig =
  | { kind: 'google'; id: 'google'; name: string; clientId: string; clientSecret: string }
  | { kind: 'oidc'; id: 'oidc'; name: string; issuer: string; clientId: string; clientSecret: string };

export interface AuthRateLimitConfig {
  enabled: boolean;
  /**
   * Failed sign-ins to one account from one address in a row: past `points` the
   * address is refused for that account for `blockSeconds`; a success clears them.
   */
  signInPerAccountAndIp: { points: number; durationSeconds: number; blockSeconds: number };
  /** Failed sign-ins from one address, to any accounts: past `points` the address is refused for `blockSeconds`. */
  signInPerIp: { points: number; durationSeconds: number; blockSeconds: number };
  /**
   * Failed sign-ins to one account from addresses it has not been signed in from:
   * `points` per `durationSeconds`, then such addresses wait, first `firstBlockSeconds`,
   * twice as long each time up to `maxBlockSeconds`; the count of waits is kept a day.
   * Addresses the account signed in from within `knownAddressSeconds` are never held back.
   */
  signInPerAccount: {
    points: number;
    durationSeconds: number;
    firstBlockSeconds: number;
    maxBlockSeconds: number;
    knownAddressSeconds: number;
  };
  /** New accounts from one address. */
  signUpPerIp: { points: number; durationSeconds: number };
  /**
   * The least time between two codes sent to one number or account, by sign-in or by proving a
   * number (PHONE_CODE_RESEND_SECONDS): each text message costs the shop money.
   */
  phoneCodeResendSeconds: number;
}

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export const AUTH_RATE_LIMITS: Omit<AuthRateLimitConfig, 'enabled'> = {
  signInPerAccountAndIp: { points: 10, durationSeconds: 90 * DAY, blockSeconds: HOUR },
  signInPerIp: { points: 100, durationSeconds: DAY, blockSeconds: DAY },
  signInPerAccount: {
    points: 10,
    durationSeconds: HOUR,
    firstBlockSeconds: 60,
    maxBlockSeconds: HOUR,
    knownAddressSeconds: 90 * DAY,
  },
  signUpPerIp: { points: 10, durationSeconds: HOUR },
  phoneCodeResendSeconds: PHONE_CODE_RULES.resendSeconds,
};

export function signInProviderConfig(e: Env): SignInProviderConfig | null {
  const google = [e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET];
  const oidc = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  const problems: string[] = [];
  if (google.some(Boolean) && !google.every(Boolean))
    problems.push('  GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET: set both, or neither');
  if (oidc.some(Boolean) && !oidc.every(Boolean))
    problems.push('  OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: set all three, or none');
  if (google.some(Boolean) && oidc.some(Boolean))
    problems.push('  GOOGLE_CLIENT_ID, OIDC_ISSUER: configure one pop-up sign-in provider, not both');
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET) {
    return {
      kind: 'google',
      id: 'google',
      name: 'Google',
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
    };
  }
  if (e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET) {
    return {
      kind: 'oidc',
      id: 'oidc',
      name: e.OIDC_PROVIDER_NAME,
      issuer: e.OIDC_ISSUER.replace(/\/$/, ''),
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET,
    };
  }
  return null;
}
