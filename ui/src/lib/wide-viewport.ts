/** Story settings for the laptop width (1280 CSS px) the layouts are checked at; see `field/story-viewports` for the narrow one. */
export const wideViewport = {
  parameters: {
    viewport: {
      options: { wide: { name: 'Wide (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' } },
      defaultViewport: 'wide',
    },
  },
  globals: { viewport: { value: 'wide', isRotated: false } },
} as const;
