import type { JobMapProps } from '@jumpers/ui';
import { defineCatalog } from '../i18n/catalog';

type JobMapTexts = Required<Pick<JobMapProps, 'label' | 'openMapLabel' | 'unavailableText' | 'attribution'>>;

/** The texts of the map of a job's place, in the job detail and in the apply flow's directions step. */
export const jobMapText = defineCatalog<JobMapTexts>(
  {
    label: 'Map of the job location',
    openMapLabel: 'Open the map on OpenStreetMap',
    unavailableText: 'The map could not be loaded.',
    attribution: '© OpenStreetMap contributors',
  },
  {
    label: 'Karte des Arbeitsorts',
    openMapLabel: 'Karte auf OpenStreetMap öffnen',
    unavailableText: 'Die Karte konnte nicht geladen werden.',
    attribution: '© OpenStreetMap-Mitwirkende',
  },
);
