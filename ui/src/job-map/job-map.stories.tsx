import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { offlineTileUrl, unreachableTileUrl } from '../story-support/fixtures';
import { JobMap } from './job-map';

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
          "**When to use:** a job's place on an interactive map of Switzerland, loaded when scrolled into view.\n\n**When not to:** a static overview (use SwissLocationMap).\n\n**States shown below:** tiles unavailable, loaded, tile addresses at zoom15, loads only when scrolled into view, German texts.",
      },
    },
    languages: { de: () => GermanTexts.args },
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
  args: {
    label: 'Karte des Arbeitsorts',
    text: {
      openMap: 'Karte auf OpenStreetMap öffnen',
      overview: 'Karte der Schweiz mit dem Arbeitsort',
      attribution: '© OpenStreetMap-Mitwirkende',
      overviewAttribution: 'Grenzen: © BFS, swisstopo',
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('img', { name: 'Karte der Schweiz mit dem Arbeitsort: Zürich' }),
    ).toBeVisible();
    await expect(canvas.getByText('Grenzen: © BFS, swisstopo')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Karte auf OpenStreetMap öffnen' })).toBeVisible();
  },
};
