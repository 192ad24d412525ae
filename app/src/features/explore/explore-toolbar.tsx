import { lazy, Suspense, type ReactNode } from 'react';
import { useText } from '../../i18n/catalog';
import type { ExploreFilters } from '../../lib/explore-url';
import { CommuteFrom } from './commute-from';
import { fromPanelFilters, toPanelFilters } from '../../lib/panel-filters';
import type { CommuteOrigin, FiltersRefused } from './jobs-api';
import { toolbarText } from './toolbar-messages';

const RefusedFilterBanner = lazy(() =>
  import('./refused-filter-banner').then(({ RefusedFilterBanner }) => ({ default: RefusedFilterBanner })),
);
const FiltersSheet = lazy(() => import('./filters-sheet').then(({ FiltersSheet }) => ({ default: FiltersSheet })));

/**
 * What acts on Explore's whole list, under the search: the place the commutes are measured from, the filters and
 * order (a 'Filters (n)' button opening them in a dialog, at every width: the list and the detail keep the page's
 * width) with the page's other actions on the list beside it, and a refused filter said in words with the way to
 * drop it (the other filters stay).
 */
export function ExploreToolbar({
  filters,
  commuteOrigin,
  homeHref,
  refusal,
  onFiltersChange,
  children,
}: {
  filters: ExploreFilters;
  /** Where the last list's commutes were measured from. */
  commuteOrigin: CommuteOrigin | undefined;
  /** Where the jumper sets their home, while there is no place to measure from. */
  homeHref: string | undefined;
  /** The dashboard's refusal of the filters in force, if it refused them. */
  refusal: FiltersRefused | undefined;
  onFiltersChange: (filters: ExploreFilters) => void;
  /** Actions on the list as filtered, beside the Filters button (save the search as an alert, say). */
  children?: ReactNode;
}) {
  const text = useText(toolbarText);
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
        {/* The button's own height is kept while its code loads, so that the list below does not move. */}
        <Suspense fallback={<div className="h-control w-28" />}>
          <FiltersSheet
            value={toPanelFilters(filters)}
            onApply={(value) => onFiltersChange(fromPanelFilters(value, filters.commute_from))}
            commuteAvailable={commuteOrigin !== undefined || filters.commute_from !== undefined}
          />
        </Suspense>
        {children}
      </div>
      {refusal && (
        <Suspense>
          <RefusedFilterBanner filters={filters} refusal={refusal} onFiltersChange={onFiltersChange} />
        </Suspense>
      )}
    </div>
  );
}
