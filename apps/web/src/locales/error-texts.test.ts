import { ERROR_CODES } from '@medibazaar/contract';
import { describe, expect, it } from 'vitest';
import { errors as bn } from './bn/errors';
import { errors as en } from './en/errors';

const textOf = (texts: Readonly<Record<string, string>>, code: string) =>
  Object.hasOwn(texts, code) ? texts[code]!.trim() : '';

describe('the texts of the server’s error codes', () => {
  it('have an English text for every code the server can send', () => {
    expect(ERROR_CODES.filter((code) => !textOf(en.api, code))).toEqual([]);
  });

  it('have a Bangla text for every code, written in Bangla', () => {
    expect(ERROR_CODES.filter((code) => !/[\u0980-\u09FF]/.test(textOf(bn.api, code)))).toEqual([]);
  });

  it('have no text for a code the server does not send', () => {
    const known = new Set<string>(ERROR_CODES);
    expect(Object.keys(en.api).filter((code) => !known.has(code))).toEqual([]);
    expect(Object.keys(bn.api).filter((code) => !known.has(code))).toEqual([]);
  });

  it('end each text as a sentence, so a reason reads well inside a dialog', () => {
    const unfinished = ERROR_CODES.filter((code) => !/[.!?।]$/.test(textOf(en.api, code)));
    expect(unfinished).toEqual([]);
    expect(ERROR_CODES.filter((code) => !/[.!?।]$/.test(textOf(bn.api, code)))).toEqual([]);
  });
});
