import { expect, test } from '@playwright/test';
import type { ProductPage } from '@medibazaar/contract';
import { expectNoSeriousViolations } from './a11y-helpers';
import { chooseLanguage } from './fixtures';

// A Bangla reader reads a medicine's label in Bangla (docs/product.md#languages): indications,
// dosage, side effects and the pack, at a phone's width and a desktop's.
for (const width of [360, 1280]) {
  test(`a medicine page in Bangla shows the label texts and pack in Bangla at ${width} px`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await chooseLanguage(context, 'bn');
    const found = (await (await page.request.get('/api/products?q=napa&limit=50')).json()) as ProductPage;
    const syrup = found.items.find((p) => p.medicine?.form === 'syrup' && p.name === 'Napa');
    expect(syrup, 'the seeded Napa syrup').toBeTruthy();
    await page.goto(`/products/${syrup!._id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByTestId('medicine-indications')).toContainText('শিশুদের জ্বর ও ব্যথায়');
    await expect(page.getByTestId('medicine-indications')).toHaveAttribute('lang', 'bn');
    await expect(page.getByTestId('medicine-dosage')).toContainText('দিনে সর্বোচ্চ ৪ বার');
    await expect(page.getByTestId('medicine-sideEffects')).toContainText('লিভারের ক্ষতি');
    await expect(page.getByTestId('pack-label')).toHaveText('৬০ মি.লি. বোতল');
    // The English is not shown beside it.
    await expect(page.getByText('Fever and pain in children', { exact: false })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
}

test('the same page in English keeps the English texts', async ({ page, context }) => {
  await chooseLanguage(context, 'en');
  const found = (await (await page.request.get('/api/products?q=napa&limit=50')).json()) as ProductPage;
  const syrup = found.items.find((p) => p.medicine?.form === 'syrup' && p.name === 'Napa')!;
  await page.goto(`/products/${syrup._id}`);
  await expect(page.getByTestId('medicine-indications')).toContainText('Fever and pain in children');
  await expect(page.getByTestId('pack-label')).toHaveText('60 ml bottle');
});
