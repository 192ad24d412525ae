import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { offlineTileUrl, unreachableTileUrl } from '../story-support/fixtures';
import { inLanguage } from '../story-support/languages';
import { JobMap } from './job-map';
import { jobMapTranslations } from './job-map-text';

const meta = {
  title: 'Patterns/Explore/JobMap',
  component: JobMap,
  args: {
    latitude: 47.3875,
    longitude: 8.5201,
    address: 'Hardstrasse 201, 8005 Zürich',
    place: 'Zürich',
    tileUrl: unreachableTileUrl,
  },
  parameters: {
    docs: {
      description: {
        component:
          "**When to use:** a job's place on an interactive map of Switzerland, loaded when scrolled into view.\n\n**When not to:** a static overview (use SwissLocationMap).\n\n**States shown below:** tiles unavailable, loaded, tile addresses at zoom15, loads only when scrolled into view, German texts, French and Italian tiles unavailable narrow and wide.",
      },
    },
    translations: jobMapTranslations,
    // The picture's name is the page's: its label.
    languages: { de: () => GermanTexts.args, fr: () => FrenchNarrow.args, it: () => ItalianNarrow.args },
  },
} satisfies Meta<typeof JobMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What users see when map tiles cannot load (offline, blocked): Switzerland with a pin at the job, the address
 * and a link. It replaced a grey box saying "The map could not be loaded.".
 */
export const TilesUnavailable: Story = {
  play: async ({ canvas, canvasElement }) => {
    const picture = await canvas.findByRole('img', { name: 'Map of Switzerland with the job location: Zürich' });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('data-canton', 'ZH');
    await expect(canvasElement.querySelector('[data-slot="swiss-location-map-pin"]')).toHaveTextContent('Zürich');
    await expect(canvas.queryByText('The map could not be loaded.')).not.toBeInTheDocument();
    await expect(canvas.getByText('Hardstrasse 201, 8005 Zürich')).toBeVisible();
    await expect(canvas.getByText('Boundaries: © FSO, swisstopo')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Open the map on OpenStreetMap' });
    await expect(link).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=47.3875&mlon=8.5201#map=15/47.3875/8.5201',
    );
  },
};

export const Loaded: Story = {
  args: { tileUrl: offlineTileUrl },
  play: async ({ canvas, canvasElement }) => {
    const map = canvas.getByRole('img', { name: 'Map of the job location: Hardstrasse 201, 8005 Zürich' });
    await waitFor(() => expect(map).toHaveAttribute('aria-busy', 'false'));
    await expect(canvasElement.querySelector('[data-slot="job-map-pin"]')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '© OpenStreetMap contributors' })).toBeVisible();
  },
};

export const TileAddressesAtZoom15: Story = {
  // The fragment carries the tile's address while the data URL itself always loads, offline too.
  args: { tileUrl: `${offlineTileUrl}#{z}/{x}/{y}` },
  play: async ({ canvas, canvasElement }) => {
    const map = canvas.getByRole('img', { name: /Map of the job location/ });
    await waitFor(() => expect(map).toHaveAttribute('aria-busy', 'false'));
    const tiles = [...canvasElement.querySelectorAll('img')].map((image) => new URL(image.src).hash);
    // Zürich Hardstrasse lies in tile 17159/11473 at zoom 15; the map loads the 5 × 3 block around it.
    await expect(tiles).toHaveLength(15);
    await expect(tiles).toContain('#15/17159/11473');
    await expect(tiles).toContain('#15/17157/11472');
    await expect(tiles).toContain('#15/17161/11474');
  },
};

export const LoadsOnlyWhenScrolledIntoView: Story = {
  args: { tileUrl: offlineTileUrl },
  render: (args) => (
    <div data-testid="scroller" className="h-64 overflow-y-auto">
      <div className="h-[1200px]">Job description…</div>
      <JobMap {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
    canvas.getByTestId('scroller').scrollTop = 2000;
    await waitFor(() => expect(canvasElement.querySelectorAll('img')).toHaveLength(15));
  },
};

export const GermanTexts: Story = {
  globals: { language: 'de' },
  args: { label: 'Karte des Arbeitsorts' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('img', { name: 'Karte der Schweiz mit dem Arbeitsort: Zürich' }),
    ).toBeVisible();
    await expect(canvas.getByText('Grenzen: © BFS, swisstopo')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Karte auf OpenStreetMap öffnen' })).toBeVisible();
  },
};

/** The picture of Switzerland, its credits and the link, in a language: nothing may overflow. */
function tilesUnavailableIn(words: {
  label: string;
  overview: string;
  /** As its text is matched: no-break spaces read as spaces. */
  credits: string;
  openMap: string;
}): Story {
  return {
    args: { label: words.label },
    play: async ({ canvas, canvasElement }) => {
      await expect(await canvas.findByRole('img', { name: `${words.overview}: Zürich` })).toBeVisible();
      await expect(canvas.getByText(words.credits)).toBeVisible();
      await expect(canvas.getByRole('link', { name: words.openMap })).toBeVisible();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...tilesUnavailableIn({
    label: 'Carte du lieu de travail',
    overview: 'Carte de la Suisse avec le lieu de travail',
    credits: 'Frontières : © OFS, swisstopo',
    openMap: 'Ouvrir la carte sur OpenStreetMap',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...tilesUnavailableIn({
    label: 'Mappa del luogo di lavoro',
    overview: 'Mappa della Svizzera con il luogo di lavoro',
    credits: 'Confini: © UST, swisstopo',
    openMap: 'Apri la mappa su OpenStreetMap',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
