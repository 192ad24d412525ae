import type { JobMapProps, JobMapText } from '@jumpers/ui';
import { defineCatalog, useText } from '../i18n/catalog';

type JobMapTexts = Required<Pick<JobMapProps, 'label'>> & JobMapText;

/** The texts of the map of a job's place, in the job detail and in the apply flow's directions step. */
export const jobMapText = defineCatalog<JobMapTexts>(
  {
    label: 'Map of the job location',
    openMap: 'Open the map on OpenStreetMap',
    overview: 'Map of Switzerland with the job location',
    attribution: '© OpenStreetMap contributors',
    overviewAttribution: 'Boundaries: © FSO, swisstopo',
  },
  {
    label: 'Karte des Arbeitsorts',
    openMap: 'Karte auf OpenStreetMap öffnen',
    overview: 'Karte der Schweiz mit dem Arbeitsort',
    attribution: '© OpenStreetMap-Mitwirkende',
    overviewAttribution: 'Grenzen: © BFS, swisstopo',
  },
);

/**
 * The tile address the app was built with (MAP_TILE_URL, whose origin the server's Content-Security-Policy
 * allows); unset, the map's own default, OpenStreetMap, which the server allows by default.
 */
const tileUrl: string | undefined = import.meta.env.VITE_MAP_TILE_URL || undefined;

/** What every job map gets from the app: its texts in the user's language and the tile address. */
export function useJobMapProps(): Pick<JobMapProps, 'label' | 'text' | 'tileUrl'> {
  const { label, ...text } = useText(jobMapText);
  return { label, text, tileUrl };
}
