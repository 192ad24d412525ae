import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * A visual baseline per story: after the story's play function and axe have run, its final
 * state is compared with the PNG committed under `__screenshots__/` beside the stories file.
 * A missing baseline fails the test; with CI set, Vitest writes the new image only to the diffs
 * folder, never as a baseline. Run with `-u` to accept an intended change, and review the images.
 * A running countdown (`data-countdown`, e.g. 'Resend OTP in 60 s') is left out of the picture, its place kept:
 * on a busy machine a second may pass before the picture is taken, and it would differ by its digits alone.
 */
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return;
  const children = [...document.body.children];
  // The story renders into the first plain div of the body; Radix portals (dialogs, menus) follow it.
  const storyRoot = children.find((child) => child.tagName === 'DIV' && !child.className);
  if (!storyRoot) throw new Error('The story root was not found in the document body.');
  const hasOpenPortal = children
    .slice(children.indexOf(storyRoot) + 1)
    .some((child) => child.tagName === 'DIV' && child.childElementCount > 0);
  // Fixed layers inside the story (the toasts) sit outside the story root's box too.
  const hasFixedLayer = [...storyRoot.querySelectorAll('*')].some(
    (element) => getComputedStyle(element).position === 'fixed' && element.getBoundingClientRect().height > 0,
  );
  // Inter loads on first use; a picture taken in the fallback font would differ from run to run.
  await document.fonts.ready;
  const name = task.name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-');
  const screenshotOptions = { animations: 'disabled', caret: 'hide' } as const;
  // A story that renders nothing visible (a hidden pagination) is pictured as the empty page.
  const isEmpty = storyRoot.getBoundingClientRect().height === 0;
  // An open layer sits over the page (or nothing is left of the story): the whole viewport is the picture a user sees.
  const wholeViewport = hasOpenPortal || hasFixedLayer || isEmpty;
  const pictured = wholeViewport ? document.body : storyRoot;
  const countdowns = [...document.querySelectorAll<HTMLElement>('[data-countdown]')];
  const previousMinHeight = document.body.style.minHeight;
  if (wholeViewport) document.body.style.minHeight = '100vh';
  for (const countdown of countdowns) countdown.style.visibility = 'hidden';
  try {
    // Two equal pictures in a row count as stable; on a busy machine that can take longer than Vitest's 5 s.
    await expect.element(page.elementLocator(pictured)).toMatchScreenshot(name, { screenshotOptions, timeout: 30_000 });
  } finally {
    document.body.style.minHeight = previousMinHeight;
    for (const countdown of countdowns) countdown.style.visibility = '';
  }
});
