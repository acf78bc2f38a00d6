import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The page is no wider than the window: nothing pushes it sideways. */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth, `${where}: page width`).toBeLessThanOrEqual(width);
}

/** The element's box lies inside the container's box, and nothing inside it overflows it. */
export async function expectWithin(inner: Locator, container: Locator, where: string): Promise<void> {
  const [a, b] = await Promise.all([inner.boundingBox(), container.boundingBox()]);
  expect(a, `${where}: shown`).not.toBeNull();
  expect(b, `${where}: container shown`).not.toBeNull();
  expect(a!.x, `${where}: left edge`).toBeGreaterThanOrEqual(b!.x - 0.5);
  expect(a!.x + a!.width, `${where}: right edge`).toBeLessThanOrEqual(b!.x + b!.width + 0.5);
  const overflow = await inner.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, `${where}: its own content`).toBeLessThanOrEqual(0);
}

/**
 * Scrolled to the middle of the window (clear of the sticky navigation bar), the element is what a
 * finger tapping its middle reaches: nothing else in the page covers it.
 */
export async function expectUncovered(target: Locator, where: string): Promise<void> {
  const reached = await target.evaluate((el) => {
    el.scrollIntoView({ block: 'center', inline: 'center' });
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!hit && (el === hit || el.contains(hit));
  });
  expect(reached, `${where}: not covered`).toBe(true);
}
