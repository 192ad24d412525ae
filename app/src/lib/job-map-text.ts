import type { Language } from '../i18n/language';
import type { JobMapProps, JobMapText } from '@jumpers/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { messageCatalog, useMessages } from '../i18n/messages';

const loadJobMessages = (language: Language) => import(`./locales/jobs/${language}.po`);

type JobMapTexts = Required<Pick<JobMapProps, 'label'>> & JobMapText;

/** The texts of the map of a job's place, in the job detail and in the apply flow's directions step. */
export const jobMapText = messageCatalog(loadJobMessages, {
  label: msg`Map of the job location`,
  openMap: msg`Open the map on OpenStreetMap`,
  overview: msg`Map of Switzerland with the job location`,
  attribution: msg`© OpenStreetMap contributors`,
  overviewAttribution: msg`Boundaries: © FSO, swisstopo`,
} satisfies Record<keyof JobMapTexts, MessageDescriptor>);

/**
 * The tile address the app was built with (MAP_TILE_URL, whose origin the server's Content-Security-Policy
 * allows); unset, the map's own default, OpenStreetMap, which the server allows by default.
 */
const tileUrl: string | undefined = import.meta.env.VITE_MAP_TILE_URL || undefined;

/** What every job map gets from the app: its texts in the user's language and the tile address. */
export function useJobMapProps(): Pick<JobMapProps, 'label' | 'text' | 'tileUrl'> {
  const { label, ...text } = useMessages(jobMapText);
  return { label, text, tileUrl };
}
