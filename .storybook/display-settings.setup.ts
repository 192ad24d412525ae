import axe from 'axe-core';
import { afterEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateMedia: (features: { forcedColors?: 'active' | 'none'; colorScheme?: 'light' | 'dark' }) => Promise<void>;
  }
}

/**
 * The display settings of WCAG 2.2 AA, checked on the stories tagged `display-checks` (the controls and the key
 * patterns), after the story's play function, axe and its visual baseline:
 * - A dark system theme (`prefers-color-scheme: dark`): axe's contrast rule passes on the dark palette too.
 * - Windows high-contrast mode (`forced-colors: active`): every control, and the focus ring, keeps a visible edge.
 * - Reduced motion: nothing moves; an animation may only fade (opacity).
 * - Reflow (1.4.10): at 320 CSS px nothing needs scrolling sideways.
 * - Text spacing (1.4.12) and text at 200 % (1.4.4): no text is cut off.
 * Registered before the visual baseline's hook, so that it runs after the picture is taken (hooks run in reverse).
 */

const controls = [
  // Buttons (a link-styled one is a link to the eye); icon and text buttons inside a field or a row of names sit
  // within the field's edge or read as text.
  '[data-slot=button]:not([data-variant=link])',
  'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([aria-hidden=true])',
  'input[type=checkbox]',
  'select',
  'textarea',
  '[role=checkbox]',
  '[role=radio]',
  '[role=switch]',
  '[role=slider]',
  // A tab is its text; the chosen one is marked by a line.
  '[role=tab][aria-selected=true]',
  '[role=combobox]',
  '[data-slot=toast]',
].join(',');

/**
 * Seen by a user: it has a size, it is not the 1 px box of a screen-reader-only text (`sr-only`), and neither it nor
 * an ancestor is hidden (Radix's form inputs behind a control are).
 */
const isShown = (element: Element) => {
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  return (
    box.width > 1 &&
    box.height > 1 &&
    style.visibility !== 'hidden' &&
    style.opacity !== '0' &&
    !element.closest('[aria-hidden=true]')
  );
};

const isOpaque = (color: string) => color !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(color);

/** A visible edge: a border or an outline of some width, in a colour that is not transparent (or a tab's underline). */
function edgeOf(element: Element) {
  const style = getComputedStyle(element);
  const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
  const border = sides.some(
    (side) =>
      parseFloat(style[`border${side}Width`]) > 0 &&
      style[`border${side}Style`] !== 'none' &&
      isOpaque(style[`border${side}Color`]),
  );
  const outline = parseFloat(style.outlineWidth) > 0 && style.outlineStyle !== 'none' && isOpaque(style.outlineColor);
  // The chosen tab may be marked by an underline instead (sub-tabs, which have no line of their own).
  const underlined = element.getAttribute('role') === 'tab' && style.textDecorationLine.includes('underline');
  return border || outline || underlined;
}

const describe = (element: Element) =>
  `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;

async function checkForcedColors() {
  await commands.emulateMedia({ forcedColors: 'active' });
  try {
    await expect(matchMedia('(forced-colors: active)').matches, 'forced colours are emulated').toBe(true);
    const shown = [...document.body.querySelectorAll(controls)].filter(isShown);
    const edgeless = shown.filter((element) => !edgeOf(element)).map(describe);
    await expect(edgeless, 'controls without a visible edge in forced-colours mode').toEqual([]);
    // The parts that show a control's state by a fill: forced colours would paint it in the page's colour.
    const stateFills = '[data-slot=switch-thumb], [data-slot=slider-range], [data-slot=radio-group-indicator]';
    for (const thumb of document.body.querySelectorAll(stateFills)) {
      const style = getComputedStyle(thumb);
      await expect(isOpaque(style.backgroundColor), `${describe(thumb)} shows in forced-colours mode`).toBe(true);
      await expect(style.forcedColorAdjust, `${describe(thumb)} keeps its system colour`).toBe('none');
    }
  } finally {
    await commands.emulateMedia({});
  }
}

async function checkDarkContrast() {
  await commands.emulateMedia({ colorScheme: 'dark' });
  try {
    await expect(matchMedia('(prefers-color-scheme: dark)').matches, 'a dark theme is emulated').toBe(true);
    const { violations } = await axe.run(document.body, { runOnly: ['color-contrast'] });
    const failing = violations.flatMap(({ nodes }) =>
      nodes.map((node) => node.failureSummary?.split('\n').at(-1)?.trim()),
    );
    await expect(failing, 'text below its contrast on the dark palette').toEqual([]);
  } finally {
    await commands.emulateMedia({});
  }
}

async function checkReducedMotion() {
  await expect(matchMedia('(prefers-reduced-motion: reduce)').matches, 'reduced motion is emulated').toBe(true);
  const moving = document
    .getAnimations()
    .filter((animation) => animation.playState === 'running')
    .flatMap(
      (animation) =>
        (animation.effect as KeyframeEffect | null)
          ?.getKeyframes()
          .flatMap((frame) => Object.keys(frame))
          .filter((property) => !['offset', 'computedOffset', 'easing', 'composite', 'opacity'].includes(property))
          .map((property) => `${(animation as CSSAnimation).animationName ?? 'animation'}: ${property}`) ?? [],
    );
  await expect([...new Set(moving)], 'animations beyond opacity under reduced motion').toEqual([]);
}

/** Elements whose own text is cut off by their box (text that overflows a box that hides or clips it). */
function clippedText(root: Element) {
  return [...root.querySelectorAll('*')]
    .filter(
      (element) =>
        isShown(element) && [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()),
    )
    .filter((element) => {
      const style = getComputedStyle(element);
      const clipsX = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      const clipsY = style.overflowY !== 'visible';
      return (
        (clipsX && element.scrollWidth > element.clientWidth + 1) ||
        (clipsY && element.scrollHeight > element.clientHeight + 1)
      );
    })
    .map(describe);
}

const textSpacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

async function checkTextSpacingAndSize(root: Element) {
  const style = document.createElement('style');
  style.textContent = textSpacing;
  document.head.append(style);
  try {
    await expect(clippedText(root), 'text cut off with WCAG 1.4.12 text spacing').toEqual([]);
  } finally {
    style.remove();
  }
  const html = document.documentElement;
  const fontSize = html.style.fontSize;
  html.style.fontSize = '200%';
  try {
    await expect(clippedText(root), 'text cut off at 200 % text size').toEqual([]);
  } finally {
    html.style.fontSize = fontSize;
  }
}

async function checkReflow() {
  const { innerWidth, innerHeight } = window;
  await page.viewport(320, 640);
  try {
    await expect.poll(() => window.innerWidth).toBe(320);
    // Layouts that measure themselves (a ResizeObserver, then a React render) settle within a few frames.
    for (let frame = 0; frame < 3; frame += 1) await new Promise(requestAnimationFrame);
    const width = document.documentElement.clientWidth;
    const beyond = [...document.body.querySelectorAll('*')]
      .filter((element) => isShown(element) && element.getBoundingClientRect().right > width + 0.5)
      .map((element) => `${describe(element)} ends at ${Math.round(element.getBoundingClientRect().right)} px`);
    await expect(beyond, 'content beyond the right edge at 320 px (the page would scroll sideways)').toEqual([]);
  } finally {
    await page.viewport(innerWidth, innerHeight);
  }
}

afterEach(async (context) => {
  const { task } = context;
  const story = (context as unknown as { story?: { tags: string[] } }).story;
  if (task.result?.state === 'fail' || !story?.tags.includes('display-checks')) return;
  await checkReducedMotion();
  await checkDarkContrast();
  await checkForcedColors();
  await checkTextSpacingAndSize(document.body);
  await checkReflow();
});
