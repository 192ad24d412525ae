import type { Preview } from '@storybook/react-vite';
import '../ui/src/styles.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // The two widths the stories are checked at: a small phone and a laptop (`globals: { viewport: { value: 'narrow' } }`).
    viewport: {
      options: {
        narrow: { name: 'Narrow (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        wide: { name: 'Wide (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    a11y: {
      // A violation fails the story's test, not just a panel warning.
      test: 'error',
      // axe ships WCAG 2.2's 24 px target-size rule switched off.
      config: { rules: [{ id: 'target-size', enabled: true }] },
    },
  },
  tags: ['autodocs'],
};

export default preview;
