import type { Language } from '../i18n/language';
import { jobMapTranslations, type JobMapProps } from '@jumpers/ui';
import { msg } from '@lingui/core/macro';
import { messageCatalog, uiTextCatalog, useMessages, useUiText } from '../i18n/messages';

const loadJobMessages = (language: Language) => import(`./locales/jobs/${language}.po`);

/** The name of the map of a job's place, in the job detail and in the apply flow's directions step: the page's. */
const jobMapText = messageCatalog(loadJobMessages, {
  label: msg`Map of the job location`,
});

/** The map's own words, as the ui gives them. */
const jobMapTexts = uiTextCatalog(jobMapTranslations);

/**
 * The tile address the app was built with (MAP_TILE_URL, whose origin the server's Content-Security-Policy
 * allows); unset, the map's own default, OpenStreetMap, which the server allows by default.
 */
const tileUrl: string | undefined = import.meta.env.VITE_MAP_TILE_URL || undefined;

/** What every job map gets from the app: its name and words in the user's language, and the tile address. */
export function useJobMapProps(): Pick<JobMapProps, 'label' | 'text' | 'tileUrl'> {
  return { label: useMessages(jobMapText).label, text: useUiText(jobMapTexts), tileUrl };
}
