import { lazy, Suspense, type ReactNode } from 'react';
import { useMessages, withTexts } from '../../i18n/messages';
import type { ExploreFilters, FilterName } from '../../lib/explore-url';
import { CommuteFrom } from './commute-from';
import { fromPanelFilters, toPanelFilters } from '../../lib/panel-filters';
import type { CommuteOrigin, FiltersRefused } from './jobs-api';
import { toolbarText } from './toolbar-messages';
import { useIdleAfter } from '../../lib/when-idle';

const RefusedFilterBanner = lazy(() =>
  import('./refused-filter-banner').then(({ RefusedFilterBanner }) => ({ default: RefusedFilterBanner })),
);
const UnreadableFiltersBanner = lazy(() =>
  import('./refused-filter-banner').then(({ UnreadableFiltersBanner }) => ({ default: UnreadableFiltersBanner })),
);
/** The button's own size, kept while its code loads, so that the list below does not move. */
const filtersPlaceholder = <div className="h-control w-28" />;
const FiltersSheet = lazy(() =>
  withTexts(import('./filters-sheet')).then(({ FiltersSheet }) => ({ default: FiltersSheet })),
);

/**
 * What acts on Explore's whole list, under the search: the place the commutes are measured from, the filters and
 * order (a 'Filters (n)' button opening them in a dialog, at every width: the list and the detail keep the page's
 * width) with the page's other actions on the list beside it, a refused filter said in words with the way to
 * drop it (the other filters stay), and the filters of the address that could not be read and were left out.
 */
export function ExploreToolbar({
  filters,
  commuteOrigin,
  homeHref,
  refusal,
  unreadable,
  onFiltersChange,
  filtersReady,
  children,
}: {
  filters: ExploreFilters;
  /** Where the last list's commutes were measured from. */
  commuteOrigin: CommuteOrigin | undefined;
  /** Where the jumper sets their home, while there is no place to measure from. */
  homeHref: string | undefined;
  /** The dashboard's refusal of the filters in force, if it refused them. */
  refusal: FiltersRefused | undefined;
  /** The filters the address named with a value that could not be read: the list is shown without them. */
  unreadable: FilterName[];
  onFiltersChange: (filters: ExploreFilters) => void;
  /**
   * The filters' code loads once the page's first jobs are on screen (or failed to come) and painted: on a slow phone
   * its download and start would otherwise share the line and the processor with the jobs, and show them later.
   */
  filtersReady: boolean;
  /** Actions on the list as filtered, beside the Filters button (save the search as an alert, say). */
  children?: ReactNode;
}) {
  const text = useMessages(toolbarText);
  const loadFilters = useIdleAfter(filtersReady);
  return (
    <div className="flex flex-col gap-3">
      <CommuteFrom
        value={filters.commute_from}
        origin={refusal ? undefined : commuteOrigin}
        homeHref={homeHref}
        onChange={(place) => onFiltersChange({ ...filters, commute_from: place })}
        text={text}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Suspense fallback={filtersPlaceholder}>
          {loadFilters ? (
            <FiltersSheet
              value={toPanelFilters(filters)}
              onApply={(value) => onFiltersChange(fromPanelFilters(value, filters.commute_from))}
              commuteAvailable={commuteOrigin !== undefined || filters.commute_from !== undefined}
            />
          ) : (
            filtersPlaceholder
          )}
        </Suspense>
        {children}
      </div>
      {unreadable.length > 0 && (
        <Suspense>
          <UnreadableFiltersBanner unreadable={unreadable} />
        </Suspense>
      )}
      {refusal && (
        <Suspense>
          <RefusedFilterBanner filters={filters} refusal={refusal} onFiltersChange={onFiltersChange} />
        </Suspense>
      )}
    </div>
  );
}
