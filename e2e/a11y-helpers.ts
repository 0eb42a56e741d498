import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rule sets the shop is held to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core on the page (or on one part of it, such as an open dialog) and
 * fails on any serious or critical violation, naming the rule and the elements.
 * `label` says which page or dialog was checked, for the failure message.
 */
export async function expectNoSeriousViolations(page: Page, context?: string, label = page.url()) {
  let serious = await seriousViolations(page, context);
  // A toast that starts to fade out while axe reads the page (a slow run on a busy machine) is
  // measured half transparent. A real violation is still there once the page has settled again;
  // one that came from an animation is not.
  for (let again = 0; serious.length > 0 && again < 2; again++) serious = await seriousViolations(page, context);
  expect(serious, `axe on ${label}${context ? ` [${context}]` : ''}`).toEqual([]);
}

/** The serious and critical violations axe finds once the page's animations are done. */
async function seriousViolations(page: Page, context: string | undefined): Promise<string[]> {
  await animationsDone(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (context) builder = builder.include(context);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

/**
 * Waits until the app has rendered over the page the server painted (which is inert:
 * keys pressed on it reach nothing).
 */
export async function whenLive(page: Page) {
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
}

/** Waits until the page has settled: no pending requests and nothing marked busy. */
export async function settle(page: Page) {
  await whenLive(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Every field marked invalid names its error in words through aria-describedby, so
 * a screen reader announces the reason with the field. Returns how many were checked.
 */
export async function expectErrorsTiedToFields(page: Page): Promise<number> {
  const fields = await page.locator('[aria-invalid="true"]').evaluateAll((els) =>
    els.map((el) => {
      const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      const texts = ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? '');
      return { field: el.id || el.getAttribute('name') || el.tagName, described: texts.some((t) => t.length > 0) };
    }),
  );
  expect(fields.length, 'some field is marked invalid').toBeGreaterThan(0);
  expect(
    fields.filter((f) => !f.described).map((f) => f.field),
    'invalid fields without a described error',
  ).toEqual([]);
  return fields.length;
}

/** True when one of the elements the locator matches has keyboard focus (does not wait). */
export async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluateAll((els) =>
    els.some((el) => el === document.activeElement || el.contains(document.activeElement)),
  );
}

/**
 * Presses Tab (or Shift+Tab) until the target holds focus, like a keyboard user
 * moving through the page; fails when it is not reached within `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 150 } = {}) {
  await whenLive(page);
  for (let i = 0; i < max; i++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await hasFocus(target), `reached ${target} by ${back ? 'Shift+Tab' : 'Tab'} within ${max} presses`).toBe(true);
}

/** The focused element's outline is drawn (a visible focus indicator). */
export async function expectFocusVisible(page: Page) {
  const outline = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const s = getComputedStyle(el);
    return { style: s.outlineStyle, width: parseFloat(s.outlineWidth), shadow: s.boxShadow };
  });
  expect(outline, 'something has focus').not.toBeNull();
  const drawn = (outline!.style !== 'none' && outline!.width > 0) || outline!.shadow !== 'none';
  expect(drawn, `focus indicator drawn (${JSON.stringify(outline)})`).toBe(true);
}

/**
 * The first Tab of a page lands on the skip link, shown when focused; Enter moves
 * focus to the page's content.
 */
export async function skipToContent(page: Page) {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
}

/**
 * Waits (up to 3 s) until nothing on the page is part-way through a transition or a finite
 * animation, such as a toast fading in: axe would measure its colours half transparent. Endless
 * animations (spinners) are not waited for.
 */
async function animationsDone(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}
