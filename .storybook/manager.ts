import { addons } from 'storybook/manager-api';

// The accessibility panel opens first: axe's results for the story shown, next to it.
addons.setConfig({ selectedPanel: 'storybook/a11y/panel' });
