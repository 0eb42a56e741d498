import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../core/config.js';

/** The sign-in library's levels ('success' is never passed to a custom `log`). */
type AuthLevel = 'debug' | 'info' | 'warn' | 'error';

/** The shape of better-auth's `logger` option (better-auth's own `Logger`, which it does not export from its entry). */
export interface AuthLoggerOptions {
  disabled: boolean;
  disableColors: boolean;
  level: AuthLevel;
  log: (level: AuthLevel, message: string, ...args: unknown[]) => void;
}

/**
 * The sign-in library's messages go through the server's own logger: the same format (one JSON
 * line in production), the same level, no colour codes, each marked as the library's. Without
 * it the library writes its own coloured lines to the console.
 */
export function authLogger(log: FastifyBaseLogger, config: Pick<AppConfig, 'logLevel'>): AuthLoggerOptions {
  const child = log.child({ source: 'better-auth' });
  return {
    disabled: config.logLevel === 'silent',
    disableColors: true,
    // The library says little worth reading below a warning, unless the server is asked for detail.
    level: config.logLevel === 'debug' || config.logLevel === 'trace' ? 'debug' : 'warn',
    log(level, message, ...args) {
      const err = args.find((a): a is Error => a instanceof Error);
      const details = args.filter((a) => a !== err);
      child[level]({ ...(err ? { err } : {}), ...(details.length ? { details } : {}) }, message);
    },
  };
}
