import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from './errors.js';
import { SANDBOX_TEST_CARDS } from './payments.js';

describe('ERROR_CODES', () => {
  it('lists each code once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('holds every reason the sandbox declines a card for', () => {
    const declines = SANDBOX_TEST_CARDS.map((c) => c.outcome).filter((o) => o !== 'succeeded');
    expect(declines.filter((code) => !isErrorCode(code))).toEqual([]);
  });
});

describe('isErrorCode', () => {
  it('knows the listed codes and nothing else, whatever an object inherits', () => {
    expect(isErrorCode('IMAGE_TOO_MANY_PIXELS')).toBe(true);
    expect(isErrorCode('SERVICE_UNAVAILABLE')).toBe(true);
    for (const other of ['NO_SUCH_CODE', 'toString', '__proto__', 'constructor', '', undefined, null, 42]) {
      expect(isErrorCode(other)).toBe(false);
    }
  });
});
