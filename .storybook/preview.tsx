import type { Preview } from '@storybook/react-vite';
import '../ui/src/styles.css';
import { loadMobileNumbers } from '../ui/src/lib/mobile-number-loader';
import { loadStoryTranslation, storyLanguages, withLanguage } from '../ui/src/story-support/languages';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: { storySort: { order: ['Introduction', 'Foundations', 'Components', 'Patterns', 'Screens'] } },
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
  globalTypes: {
    language: {
      name: 'Language',
      description: 'The language of the components’ texts',
      toolbar: { icon: 'globe', items: [...storyLanguages], dynamicTitle: true },
    },
  },
  initialGlobals: { language: 'en' },
  decorators: [withLanguage],
  // The app loads the mobile-number rules on first use; a story starts with them loaded, so that its picture shows
  // a stored number formatted, whenever it is taken.
  loaders: [async () => void (await loadMobileNumbers()), loadStoryTranslation],
  tags: ['autodocs'],
};

export default preview;
