import { msg } from '@lingui/core/macro';
import { commuteChipTranslations } from '@jumpers/ui';
import { messageCatalog, uiTextCatalog, type MessageWith, type Texts } from '../../i18n/messages';
import { loadExploreMessages } from './messages';

/** The words of what acts on the whole list (explore-toolbar.tsx), loaded with it. */
export const toolbarText = messageCatalog(loadExploreMessages, {
  /** The place typed to measure commutes from, instead of the home. */
  commuteFrom: msg`Commute from`,
  commuteFromHint: msg`A Swiss town, or a PLZ and town`,
  useCommuteFrom: msg`Show commutes`,
  useMyHome: msg`From my home`,
  /** Where the commutes shown are from. */
  commuteFromPlace: msg({ message: 'Commutes from {place}.' }) as MessageWith<{ place: string }>,
  commuteFromHome: msg({ message: 'Commutes from your home in {place}.' }) as MessageWith<{ place: string }>,
  /** The names of the filters, to say which one the server refused. */
  filterNames: {
    commute_from: msg`Commute from`,
    commute_mode: msg`Travel by`,
    max_commute: msg`Maximum commute`,
    workload_min: msg`Lowest workload`,
    workload_max: msg`Highest workload`,
    pay_min: msg`Minimum pay`,
    canton: msg`Canton`,
    start_from: msg`Start from`,
    start_within: msg`Start within`,
    max_german_level: msg`German`,
    sort: msg`Sort`,
  },
  /** A refused filter: its name and why. */
  filterRefused: msg({ message: '{filter}: {why}' }) as MessageWith<{ filter: string; why: string }>,
  removeRefusedFilter: msg`Remove this filter`,
  /** The address named filters with values that cannot be read (an edited link): the filters' names, listed. */
  unreadableFilters: msg({ message: 'Left out, as the link’s value could not be read: {filters}.' }) as MessageWith<{
    filters: string;
  }>,
  /** No job matches: each filter in force can be removed on its own. */
  removeFilter: msg({ message: 'Remove “{filter}”' }) as MessageWith<{ filter: string }>,
});
export type ToolbarText = Texts<typeof toolbarText.messages>;

/** The commute chip's words of the ui, in the language in use. */
export const commuteChipTexts = uiTextCatalog(commuteChipTranslations);
