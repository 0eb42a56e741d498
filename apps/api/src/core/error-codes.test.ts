import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES, SIGN_IN_LIBRARY_ERROR_CODES, isErrorCode } from '@medibazaar/contract';
import { BASE_ERROR_CODES } from 'better-auth';
import type { InjectOptions } from 'fastify';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signUp, TEST_PASSWORD, type SignedIn } from '../../test/auth.js';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Where each helper of http-errors.ts takes its code. */
const CODE_ARGUMENT: Record<string, number> = {
  HttpError: 2,
  badRequest: 1,
  unauthorized: 1,
  forbidden: 1,
  notFound: 1,
  conflict: 1,
};

const CODE_LIKE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;

const literal = (node: ts.Node | undefined): string | null => {
  while (node && (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)))
    node = node.expression;
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;
};

/**
 * Every code written out in the server's source: `code: '…'` in an answer or a
 * library error, the code argument of HttpError and its helpers, and codes that
 * subclasses of HttpError pass to it.
 */
function codesInSource(): { code: string; where: string }[] {
  const found: { code: string; where: string }[] = [];
  for (const file of sourceFiles(SRC)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const note = (node: ts.Node, code: string | null) => {
      if (code === null) return;
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push({ code, where: `${relative(SRC, file)}:${line + 1}` });
    };
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'code') note(node, literal(node.initializer));
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const callee = node.expression.getText(source);
        const at = CODE_ARGUMENT[callee];
        if (at !== undefined) note(node, literal(node.arguments?.[at]));
        // Subclasses of HttpError hand their code on to its constructor.
        if (node.expression.kind === ts.SyntaxKind.SuperKeyword)
          for (const arg of node.arguments ?? []) {
            const text = literal(arg);
            if (text && CODE_LIKE.test(text)) note(node, text);
          }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('error codes the server sends', () => {
  it('are found in the source (the scan reads what it should)', () => {
    const codes = new Set(codesInSource().map((c) => c.code));
    for (const code of ['PRODUCT_NOT_FOUND', 'CROSS_SITE_REQUEST', 'ROUTE_NOT_FOUND', 'UNSUPPORTED_IMAGE_TYPE'])
      expect(codes).toContain(code);
  });

  it('are all in the contract, which has a text for each in every language', () => {
    const unknown = codesInSource().filter(({ code }) => !isErrorCode(code));
    expect(unknown).toEqual([]);
  });

  it("include the sign-in library's codes only as the library spells them", () => {
    // Not in its table of codes: thrown with a code written out where they occur.
    const inline = new Set(['UNAUTHORIZED', 'INTERNAL_SERVER_ERROR']);
    const missing = SIGN_IN_LIBRARY_ERROR_CODES.filter((code) => !inline.has(code) && !(code in BASE_ERROR_CODES));
    expect(missing).toEqual([]);
  });

  it('are each listed once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });
});

describe('error answers of the API', () => {
  let t: TestApp;
  let me: SignedIn;
  let seller: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    me = await signUp(t);
    seller = await signUp(t, { role: 'seller' });
  });
  afterAll(async () => t.close());

  const json = (who?: SignedIn) => ({
    origin: t.config.publicUrl,
    ...(who?.headers ?? {}),
    'content-type': 'application/json',
  });

  /** Requests the shop's own pages could make and get refused, one per kind of refusal. */
  const refusals: [string, () => InjectOptions][] = [
    [
      'a wrong password',
      () => ({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: json(),
        payload: { email: me.email, password: 'not-the-password-1' },
      }),
    ],
    [
      'an unknown email',
      () => ({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: json(),
        payload: { email: 'nobody@example.test', password: TEST_PASSWORD },
      }),
    ],
    [
      'a sign-in from another site',
      () => ({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { ...json(), origin: 'https://evil.example' },
        payload: { email: me.email, password: TEST_PASSWORD },
      }),
    ],
    [
      'a sign-up with an email that has an account',
      () => ({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: json(),
        payload: { name: 'Copy', email: me.email, password: TEST_PASSWORD },
      }),
    ],
    [
      'a sign-up with a short password',
      () => ({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: json(),
        payload: { name: 'Short', email: `short-${Date.now()}@example.test`, password: 'a1' },
      }),
    ],
    [
      'a registration with an email that has an account',
      () => ({
        method: 'POST',
        url: '/api/users',
        headers: json(),
        payload: { name: 'Copy', email: me.email, password: TEST_PASSWORD, role: 'user' },
      }),
    ],
    [
      'a change of email through the library',
      () => ({ method: 'POST', url: '/api/auth/update-user', headers: json(me), payload: { email: 'x@example.test' } }),
    ],
    [
      'a password change with a wrong current password',
      () => ({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: json(me),
        payload: { currentPassword: 'not-the-password-1', newPassword: 'Another#pass2025' },
      }),
    ],
    [
      'a password change signed out',
      () => ({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: json(),
        payload: { currentPassword: TEST_PASSWORD, newPassword: 'Another#pass2025' },
      }),
    ],
    ['a page of the API that does not exist', () => ({ method: 'GET', url: '/api/no-such-thing' })],
    [
      'a body that is not JSON',
      () => ({ method: 'POST', url: '/api/carts', headers: json(me), payload: '{"menuId":' }),
    ],
    [
      'a body of a type the API does not read',
      () => ({
        method: 'POST',
        url: '/api/carts',
        headers: { ...json(me), 'content-type': 'text/csv' },
        payload: 'menuId\n1',
      }),
    ],
    [
      'an upload that is not a form',
      () => ({ method: 'POST', url: '/api/uploads', headers: json(seller), payload: {} }),
    ],
    [
      'a product that does not exist',
      () => ({ method: 'GET', url: '/api/products/00000000-0000-0000-0000-000000000000' }),
    ],
  ];

  it.each(refusals)('answer %s with a code the contract knows', async (_label, request) => {
    const res = await t.app.inject(request());
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const { code } = res.json() as { code?: string };
    expect(code, res.body).toBeDefined();
    expect(isErrorCode(code), `${res.statusCode} ${res.body}`).toBe(true);
  });

  it("answer a refusal of the framework's that the contract does not list as REQUEST_ERROR", async () => {
    const { buildApp } = await import('../app.js');
    const app = await buildApp(t.config, { database: t.database });
    app.get('/api/refused-by-a-plugin', { config: { access: 'public' } }, async () => {
      throw Object.assign(new Error('The form has too many parts.'), { statusCode: 413, code: 'FST_PARTS_LIMIT' });
    });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/refused-by-a-plugin' });
    await app.close();
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'REQUEST_ERROR', message: 'The form has too many parts.' });
  });
});
