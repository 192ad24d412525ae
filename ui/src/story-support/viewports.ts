/**
 * Story settings for the narrow phone width the product is designed for (375 CSS px). The Vitest plugin
 * sizes the test page from `parameters.viewport`, Storybook's toolbar from `globals.viewport`.
 */
export const narrowViewport = {
  parameters: {
    viewport: {
      options: { narrow: { name: 'Narrow (375 px)', styles: { width: '375px', height: '740px' }, type: 'mobile' } },
      defaultViewport: 'narrow',
    },
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
} as const;

/** Story settings for the laptop width (1280 CSS px) the layouts are checked at. */
export const wideViewport = {
  parameters: {
    viewport: {
      options: { wide: { name: 'Wide (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' } },
      defaultViewport: 'wide',
    },
  },
  globals: { viewport: { value: 'wide', isRotated: false } },
} as const;
