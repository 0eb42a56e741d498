import { describe, expect, it, vi } from 'vitest';
import { settlePopupSignIn } from './popup-sign-in';

const person = { name: 'Popup Journey' };
const closed = { error: { code: 'POPUP_CLOSED', message: 'Sign-in popup was closed before completing' } };

describe('settlePopupSignIn', () => {
  it('answers the person the server now has signed in', async () => {
    expect(await settlePopupSignIn({ error: null }, async () => person)).toBe(person);
  });

  it('counts a window seen closed before its message was read as signed in, when the session says so', async () => {
    expect(await settlePopupSignIn(closed, async () => person)).toBe(person);
  });

  it('settles a failed session read of the library by the session', async () => {
    const failed = { error: { code: 'POPUP_SIGN_IN_FAILED', message: 'Popup sign-in failed' } };
    expect(await settlePopupSignIn(failed, async () => person)).toBe(person);
    await expect(settlePopupSignIn(failed, async () => null)).rejects.toThrow('Popup sign-in failed');
  });

  it('fails a window closed without signing in', async () => {
    await expect(settlePopupSignIn(closed, async () => null)).rejects.toThrow('closed before completing');
  });

  it('fails a refusal or a blocked window without asking who is signed in', async () => {
    const signedIn = vi.fn(async () => person);
    await expect(
      settlePopupSignIn({ error: { code: 'access_denied', message: 'The person refused' } }, signedIn),
    ).rejects.toThrow('The person refused');
    await expect(settlePopupSignIn({ error: { code: 'POPUP_BLOCKED' } }, signedIn)).rejects.toThrow('POPUP_BLOCKED');
    expect(signedIn).not.toHaveBeenCalled();
  });

  it('fails when the provider said yes but the server has no session', async () => {
    await expect(settlePopupSignIn({ error: null }, async () => null)).rejects.toThrow('without a session');
  });
});
