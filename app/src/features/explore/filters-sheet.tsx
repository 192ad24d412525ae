import { msg } from '@lingui/core/macro';
import { JobFilters, type JobFiltersText } from '@jumpers/ui';
import type { ComponentProps } from 'react';
import { useLanguage } from '../../i18n/language';
import { messageCatalog, useMessages, type MessageWith } from '../../i18n/messages';
import { criteriaMessages, criteriaText, loadExploreMessages } from './messages';

const filtersText = messageCatalog(loadExploreMessages, {
  criteria: criteriaMessages,
  title: msg`Filters`,
  /** The button that opens the filters on a small screen, with the number of active filters. */
  openFilters: msg({ message: '{count, plural, =0 {Filters} other {Filters (#)}}' }) as MessageWith<{ count: number }>,
  /** Announced when the number of active filters changes. */
  activeCount: msg({
    message: '{count, plural, =0 {No filters active} one {# filter active} other {# filters active}}',
  }) as MessageWith<{ count: number }>,
  maxCommuteField: msg`Maximum commute`,
  anyCommute: msg`Any`,
  commuteChoice: msg({ message: '{minutes} min' }) as MessageWith<{ minutes: number }>,
  commuteModeField: msg`Travelling`,
  commuteModes: {
    transit: msg`By public transport`,
    driving: msg`By car`,
  },
  /** Under the commute choices when there is no home to measure from. */
  commuteNeedsHome: msg`Set your home to filter and sort by commute.`,
  workloadField: msg`Workload`,
  workloadFrom: msg`Minimum workload`,
  workloadTo: msg`Maximum workload`,
  percent: msg({ message: '{value} %' }) as MessageWith<{ value: number }>,
  minPayField: msg`Minimum pay`,
  anyPay: msg`Any pay`,
  /** From the amount as written ('25'). */
  payChoice: msg({ message: 'CHF {amount} / hour' }) as MessageWith<{ amount: string }>,
  cantonField: msg`Canton`,
  allCantons: msg`All cantons`,
  startFromField: msg`Starts on or after`,
  startWithinField: msg`Starts within`,
  anyStart: msg`Any time`,
  startWithinChoices: {
    7: msg`1 week`,
    14: msg`2 weeks`,
    30: msg`1 month`,
    90: msg`3 months`,
  },
  germanField: msg`German up to my level`,
  germanHint: msg`Only jobs that ask for no more German than you speak.`,
  sortField: msg`Sort by`,
  // "Apply" of a job is another word in German (Bewerben): the context keeps them apart.
  apply: msg({ message: 'Apply', context: 'filters' }),
  reset: msg`Reset`,
  close: msg`Close`,
});

/** The filters and order behind their 'Filters (n)' button: loaded after the page, as the button is all it shows. */
export function FiltersSheet(props: Omit<ComponentProps<typeof JobFilters>, 'layout' | 'text'>) {
  const { criteria, openFilters, activeCount, commuteChoice, percent, payChoice, ...words } = useMessages(filtersText);
  const text: JobFiltersText = {
    ...criteriaText(criteria, useLanguage()),
    ...words,
    openFilters: (count) => openFilters({ count }),
    activeCount: (count) => activeCount({ count }),
    commuteChoice: (minutes) => commuteChoice({ minutes }),
    percent: (value) => percent({ value }),
    payChoice: (amount) => payChoice({ amount }),
  };
  return <JobFilters layout="sheet" text={text} {...props} />;
}
