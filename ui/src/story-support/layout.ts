import { expect } from 'storybook/test';

/**
 * Asserts that a user sees the whole of `element`: its text does not spill out of it, and neither an
 * ancestor that clips or scrolls (a dialog's body) nor the window's edge cuts any of it off.
 */
export async function expectWhollyVisible(element: HTMLElement) {
  const name = element.textContent;
  await expect(element.scrollWidth, `${name} spills out of its box`).toBeLessThanOrEqual(element.clientWidth);
  const box = element.getBoundingClientRect();
  for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
    if (getComputedStyle(ancestor).overflowX === 'visible') continue;
    const left = ancestor.getBoundingClientRect().left + ancestor.clientLeft;
    await expect(box.left, `${name} is cut off on the left`).toBeGreaterThanOrEqual(left - 0.5);
    await expect(box.right, `${name} is cut off on the right`).toBeLessThanOrEqual(left + ancestor.clientWidth + 0.5);
  }
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(element.ownerDocument.documentElement.clientWidth);
}

/** Asserts that no two of `elements` cover each other. */
export async function expectNoOverlap(elements: HTMLElement[]) {
  const boxes = elements.map((element) => ({ name: element.textContent, box: element.getBoundingClientRect() }));
  for (const [index, a] of boxes.entries()) {
    for (const b of boxes.slice(index + 1)) {
      const apart =
        a.box.right <= b.box.left + 0.5 ||
        b.box.right <= a.box.left + 0.5 ||
        a.box.bottom <= b.box.top + 0.5 ||
        b.box.bottom <= a.box.top + 0.5;
      await expect(apart, `${a.name} and ${b.name} overlap`).toBe(true);
    }
  }
}

/** Asserts that a user sees every one of `elements` whole, none covering another. */
export async function expectAllWhollyVisible(elements: HTMLElement[]) {
  for (const element of elements) await expectWhollyVisible(element);
  await expectNoOverlap(elements);
}
