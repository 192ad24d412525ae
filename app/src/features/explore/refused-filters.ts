import type { components } from '@jumpers/contract';
import { messagesNow, type Texts } from '../../i18n/messages';
import type { ExploreFilters, FilterName } from '../../lib/explore-url';
import type { serverErrorText } from '../../lib/server-error';
import type { FiltersRefused } from './jobs-api';
import { toolbarText } from './toolbar-messages';

type FieldErrorCode = components['schemas']['FieldErrorCode'];

/** The filters a refusal names, each with its first reason. */
const refusedEntries = (refusal: FiltersRefused) =>
  Object.entries(refusal.fieldCodes).flatMap(([name, codes]) =>
    codes?.[0] ? [[name as FilterName, codes[0]] as const] : [],
  ) as (readonly [FilterName, FieldErrorCode])[];

type RefusalReasons = Texts<typeof serverErrorText.messages>['fields'];

/** What the dashboard refused, in the current language: each filter by its name, and why ('Minimum pay: …'). */
export function refusalText(refusal: FiltersRefused, why: RefusalReasons): string {
  const text = messagesNow(toolbarText);
  return refusedEntries(refusal)
    .map(([name, code]) => text.filterRefused({ filter: text.filterNames[name], why: why[code] }))
    .join(' ');
}

/**
 * The filters without those refused; the others stay as the jumper set them. A commute filter or order without a
 * place to measure from is refused on the place (`commute_origin_required`): it is the commute filter and order
 * that go.
 */
export function withoutRefused(filters: ExploreFilters, refusal: FiltersRefused): ExploreFilters {
  const kept: ExploreFilters = { ...filters };
  for (const [name, code] of refusedEntries(refusal)) {
    delete kept[name];
    if (code === 'commute_origin_required') {
      delete kept.max_commute;
      if (kept.sort === 'commute') delete kept.sort;
    }
  }
  return kept;
}
