import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BkashStandIn } from '../../../../test/servers/bkash.js';
import { BkashClient, BkashRefusal } from './bkash-client.js';

const standIn = new BkashStandIn();
beforeAll(() => standIn.start());
afterAll(() => standIn.close());

const status = (client: BkashClient) => client.call('/tokenized/checkout/payment/status', { paymentID: 'TR0011none' });

describe("bKash's token", () => {
  it('is refreshed with the refresh token once it is within five minutes of expiring, not granted anew', async () => {
    let now = Date.now();
    const client = new BkashClient(standIn.bkashConfig(), () => now);
    const grants = standIn.grants;
    await expect(status(client)).rejects.toMatchObject({ code: '2002' });
    await expect(status(client)).rejects.toMatchObject({ code: '2002' });
    expect(standIn.grants).toBe(grants + 1);
    expect(standIn.refreshes).toBe(0);
    now += 56 * 60_000;
    await expect(status(client)).rejects.toBeInstanceOf(BkashRefusal);
    expect(standIn.grants).toBe(grants + 1);
    expect(standIn.refreshes).toBe(1);
  });

  it('is granted once for calls made at the same moment', async () => {
    const client = new BkashClient(standIn.bkashConfig());
    const grants = standIn.grants;
    await Promise.allSettled([status(client), status(client), status(client)]);
    expect(standIn.grants).toBe(grants + 1);
  });

  it('is never part of what a refusal says, nor of what the stand-in keeps of the calls', async () => {
    const client = new BkashClient({ ...standIn.bkashConfig(), appKey: 'wrong-key' });
    const err = await status(client).catch((e: unknown) => e as Error);
    expect(err).toMatchObject({ code: '2001', message: 'Invalid App Key' });
    expect(JSON.stringify(err)).not.toMatch(/standin-password|standin-app-secret/);
    const kept = JSON.stringify(standIn.calls);
    expect(kept).not.toMatch(/id-[0-9a-f]{24}|refresh-[0-9a-f]{24}|standin-app-secret/);
  });

  it('answers "unavailable" (502) when bKash cannot be reached', async () => {
    const client = new BkashClient({ ...standIn.bkashConfig(), apiUrl: 'http://127.0.0.1:9/v1.2.0-beta' });
    await expect(status(client)).rejects.toMatchObject({ statusCode: 502, code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
  });
});
