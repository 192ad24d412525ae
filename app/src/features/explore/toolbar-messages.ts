import { commuteChipGermanText, commuteChipText, type CommuteChipText } from '@jumpers/ui';
import { defineCatalog } from '../../i18n/catalog';
import type { FilterName } from '../../lib/explore-url';

/** The words of what acts on the whole list (explore-toolbar.tsx), loaded with it. */
export const toolbarText = defineCatalog<{
  /** The place typed to measure commutes from, instead of the home. */
  commuteFrom: string;
  commuteFromHint: string;
  useCommuteFrom: string;
  useMyHome: string;
  /** Where the commutes shown are from. */
  commuteFromPlace: (place: string) => string;
  commuteFromHome: (place: string) => string;
  setHome: CommuteChipText;
  /** The names of the filters, to say which one the server refused. */
  filterNames: Record<FilterName, string>;
  /** A refused filter: its name and why. */
  filterRefused: (filter: string, why: string) => string;
  removeRefusedFilter: string;
}>(
  {
    commuteFrom: 'Commute from',
    commuteFromHint: 'A Swiss town, or a PLZ and town',
    useCommuteFrom: 'Show commutes',
    useMyHome: 'From my home',
    commuteFromPlace: (place) => `Commutes from ${place}.`,
    commuteFromHome: (place) => `Commutes from your home in ${place}.`,
    setHome: commuteChipText,
    filterNames: {
      commute_from: 'Commute from',
      commute_mode: 'Travel by',
      max_commute: 'Maximum commute',
      workload_min: 'Lowest workload',
      workload_max: 'Highest workload',
      pay_min: 'Minimum pay',
      canton: 'Canton',
      start_from: 'Start from',
      start_within: 'Start within',
      max_german_level: 'German',
      sort: 'Sort',
    },
    filterRefused: (filter, why) => `${filter}: ${why}`,
    removeRefusedFilter: 'Remove this filter',
  },
  {
    commuteFrom: 'Arbeitsweg ab',
    commuteFromHint: 'Eine Schweizer Gemeinde, oder PLZ und Ort',
    useCommuteFrom: 'Arbeitswege zeigen',
    useMyHome: 'Ab meiner Wohnadresse',
    commuteFromPlace: (place) => `Arbeitswege ab ${place}.`,
    commuteFromHome: (place) => `Arbeitswege ab Ihrer Wohnadresse in ${place}.`,
    setHome: commuteChipGermanText,
    filterNames: {
      commute_from: 'Arbeitsweg ab',
      commute_mode: 'Unterwegs mit',
      max_commute: 'Längster Arbeitsweg',
      workload_min: 'Kleinstes Pensum',
      workload_max: 'Grösstes Pensum',
      pay_min: 'Mindestlohn',
      canton: 'Kanton',
      start_from: 'Beginn ab',
      start_within: 'Beginn innert',
      max_german_level: 'Deutsch',
      sort: 'Sortierung',
    },
    filterRefused: (filter, why) => `${filter}: ${why}`,
    removeRefusedFilter: 'Diesen Filter entfernen',
  },
);
export type ToolbarText = (typeof toolbarText)['en'];
