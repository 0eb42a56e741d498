import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y-helpers';
import { chooseLanguage, signInAs } from './fixtures';

// A seller's lots (decisions 059, 064): two lots received through the form, listed first sold
// first, one adjusted, and a CSV file with a bad line imported, its report shown; on a phone and
// a desktop, in English and Bangla.

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';
const bangla = (s: string | number) => String(s).replace(/\d/g, (d) => BANGLA_DIGITS[Number(d)]!);

const TEXTS = {
  en: {
    digits: (s: string | number) => String(s),
    lotsOf: (name: string) => `Lots of ${name}`,
    batch: 'Batch number',
    month: 'Month',
    year: 'Year',
    quantity: 'Units received',
    receive: 'Receive',
    received: (batch: string, units: number) => `Batch ${batch} received: ${units} units.`,
    adjust: (batch: string) => `Adjust batch ${batch}`,
    reason: 'Reason',
    damaged: 'Damaged',
    unitsOut: 'Units taken out',
    save: 'Save adjustment',
    adjusted: (batch: string, units: number) => `Batch ${batch} now holds ${units} units.`,
    importLink: 'Import lots (CSV)',
    file: 'CSV file',
    import: 'Import',
    summary: '1 lines received (5 units), 1 refused.',
    pastExpiry: 'The expiry has passed: expired stock cannot be received.',
    accepted: 'Received',
  },
  bn: {
    digits: bangla,
    lotsOf: (name: string) => `${name}-এর লট`,
    batch: 'ব্যাচ নম্বর',
    month: 'মাস',
    year: 'বছর',
    quantity: 'গৃহীত একক',
    receive: 'গ্রহণ করুন',
    received: (batch: string, units: number) => `ব্যাচ ${batch} গৃহীত: ${bangla(units)} একক।`,
    adjust: (batch: string) => `ব্যাচ ${batch} সমন্বয় করুন`,
    reason: 'কারণ',
    damaged: 'নষ্ট',
    unitsOut: 'বাদ দেওয়া একক',
    save: 'সমন্বয় সংরক্ষণ করুন',
    adjusted: (batch: string, units: number) => `ব্যাচ ${batch}-এ এখন ${bangla(units)} একক আছে।`,
    importLink: 'লট ইমপোর্ট (CSV)',
    file: 'CSV ফাইল',
    import: 'ইমপোর্ট করুন',
    summary: '১টি লাইন গৃহীত (৫ একক), ১টি প্রত্যাখ্যাত।',
    pastExpiry: 'মেয়াদ পেরিয়ে গেছে: মেয়াদোত্তীর্ণ স্টক গ্রহণ করা যায় না।',
    accepted: 'গৃহীত',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** Receives a lot through the form as a scanner would: the batch ends with Enter, which moves on. */
async function receiveLot(page: Page, x: Texts, batch: string, year: number, units: number) {
  const batchField = page.getByLabel(x.batch);
  await expect(batchField).toBeFocused();
  await batchField.pressSequentially(batch.toLowerCase());
  await batchField.press('Enter');
  await expect(page.getByLabel(x.month)).toBeFocused();
  await page.getByLabel(x.month).selectOption('06');
  await page.getByLabel(x.year).fill(x.digits(year));
  await page.getByLabel(x.quantity).fill(x.digits(units));
  await page.getByRole('button', { name: x.receive, exact: true }).click();
  await expect(page.getByText(x.received(batch, units))).toBeVisible();
}

for (const language of ['en', 'bn'] as const) {
  for (const width of [360, 1280]) {
    test(`a seller receives two lots, adjusts one and imports a CSV file (${language}, ${width} px)`, async ({
      browser,
    }) => {
      test.slow();
      const x = TEXTS[language];
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await chooseLanguage(context, language);
      const page = await context.newPage();
      await signInAs(page, 'seller');
      const mine = await (await page.request.get('/api/products/mine?page=1&limit=10')).json();
      const product = mine.items[0] as { _id: string; name: string };
      const tag = `${language}${width}${Date.now().toString(36)}`.toUpperCase();
      const [early, late] = [`E2E-${tag}-A`, `E2E-${tag}-B`];
      const year = new Date().getFullYear();

      // From the seller's product list to the product's lots.
      await page.goto('/dashboard/manageMedicines');
      await page.getByRole('link', { name: x.lotsOf(product.name) }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/lots/${product._id}$`));

      // Two lots, the later-expiring received first: the list puts the earlier first.
      await receiveLot(page, x, late, year + 5, 6);
      await receiveLot(page, x, early, year + 4, 4);
      const shown = await page.locator('main').innerText();
      expect(shown.indexOf(early)).toBeGreaterThan(-1);
      expect(shown.indexOf(early)).toBeLessThan(shown.indexOf(late));
      await expectNoSeriousViolations(page, undefined, `lots page ${language} ${width}`);

      // Two damaged units of the later lot taken out.
      await page.getByRole('button', { name: x.adjust(late) }).click();
      await expect(page.getByLabel(x.reason)).toBeFocused();
      await page.getByLabel(x.reason).selectOption({ label: x.damaged });
      await page.getByLabel(x.unitsOut).fill(x.digits(2));
      await page.getByRole('button', { name: x.save }).click();
      await expect(page.getByText(x.adjusted(late, 4))).toBeVisible();

      // A CSV file with a good line and one whose expiry has passed.
      await page.getByRole('link', { name: x.importLink }).click();
      const csv = [
        'product,batch,expiry,quantity,supplier',
        `${product._id},E2E-${tag}-C,06/${year + 3},5,Square`,
        `${product._id},E2E-${tag}-D,01/2020,3,Square`,
      ].join('\n');
      await page.getByLabel(x.file).setInputFiles({ name: 'lots.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByRole('button', { name: x.import, exact: true }).click();
      await expect(page.getByRole('heading', { name: x.summary })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: x.summary })).toBeVisible();
      await expect(page.getByText(x.pastExpiry).locator('visible=true')).toBeVisible();
      await expect(page.getByText(x.accepted, { exact: true }).locator('visible=true')).toBeVisible();
      await expectNoSeriousViolations(page, undefined, `lots import ${language} ${width}`);

      const lots = await (await page.request.get(`/api/products/${product._id}/lots`)).json();
      const units = Object.fromEntries(
        lots.lots.map((l: { batch: string; quantity: number }) => [l.batch, l.quantity]),
      );
      expect(units).toMatchObject({ [early]: 4, [late]: 4, [`E2E-${tag}-C`]: 5 });
      expect(units[`E2E-${tag}-D`]).toBeUndefined();
      await context.close();
    });
  }
}
