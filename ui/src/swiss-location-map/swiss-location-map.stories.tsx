import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { narrow } from '../story-support/fixtures';
import { SwissLocationMap } from './swiss-location-map';

const meta = {
  title: 'Patterns/Explore/SwissLocationMap',
  component: SwissLocationMap,
  args: { latitude: 47.3769, longitude: 8.5417, place: 'Zürich' },
  // As wide as the map of a job detail on a laptop.
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** a static map of Switzerland marking one place.\n\n**When not to:** interactive maps (use JobMap).\n\n**States shown below:** zurich, geneva, lugano in German, scuol at the eastern edge, schaffhausen at the northern edge, le sentier on a phone.',
      },
    },
    languages: { de: () => LuganoInGerman.args },
  },
} satisfies Meta<typeof SwissLocationMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picture a user sees, named to screen readers, with the pin in its shaded canton. */
async function expectPlace(canvasElement: HTMLElement, name: string, canton: string) {
  const picture = canvasElement.querySelector('[data-slot="swiss-location-map"]');
  await expect(picture).toHaveAccessibleName(name);
  await expect(picture).toHaveAttribute('data-canton', canton);
  await expect(picture?.querySelector('[data-slot="swiss-location-map-pin"]')).toHaveTextContent(name.split(': ')[1]!);
}

export const Zurich: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Map of Switzerland with the job location: Zürich' })).toBeVisible();
    await expectPlace(canvasElement, 'Map of Switzerland with the job location: Zürich', 'ZH');
  },
};

export const Geneva: Story = {
  args: { latitude: 46.2044, longitude: 6.1432, place: 'Genève' },
  play: async ({ canvasElement }) => {
    await expectPlace(canvasElement, 'Map of Switzerland with the job location: Genève', 'GE');
  },
};

export const LuganoInGerman: Story = {
  args: { latitude: 46.0037, longitude: 8.9511, place: 'Lugano', label: 'Karte der Schweiz mit dem Arbeitsort' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Karte der Schweiz mit dem Arbeitsort: Lugano' })).toBeVisible();
    await expectPlace(canvasElement, 'Karte der Schweiz mit dem Arbeitsort: Lugano', 'TI');
  },
};

/** A place in the far east: its name is written on the left of the pin, inside the picture. */
export const ScuolAtTheEasternEdge: Story = {
  args: { latitude: 46.7967, longitude: 10.298, place: 'Scuol' },
  play: async ({ canvasElement }) => {
    await expectPlace(canvasElement, 'Map of Switzerland with the job location: Scuol', 'GR');
    const picture = canvasElement.querySelector('svg')!.getBoundingClientRect();
    const name = canvasElement.querySelector('text')!.getBoundingClientRect();
    await expect(name.right).toBeLessThanOrEqual(picture.right);
  },
};

/** A place at the northern border: the picture grows upwards so that the whole pin shows. */
export const SchaffhausenAtTheNorthernEdge: Story = {
  args: { latitude: 47.696, longitude: 8.634, place: 'Schaffhausen' },
  play: async ({ canvasElement }) => {
    await expectPlace(canvasElement, 'Map of Switzerland with the job location: Schaffhausen', 'SH');
    const picture = canvasElement.querySelector('svg')!.getBoundingClientRect();
    const pin = canvasElement.querySelector('[data-slot="swiss-location-map-pin"] path')!.getBoundingClientRect();
    await expect(pin.top).toBeGreaterThanOrEqual(picture.top);
  },
};

/** Off the main lines, in the Vallée de Joux, on a phone. */
export const LeSentierOnAPhone: Story = {
  ...narrow,
  args: {
    latitude: 46.6083,
    longitude: 6.2306,
    place: 'Le Sentier',
    label: 'Carte de la Suisse avec le lieu de travail',
  },
  play: async ({ canvasElement }) => {
    await expectPlace(canvasElement, 'Carte de la Suisse avec le lieu de travail: Le Sentier', 'VD');
  },
};
