import { Banner, Button } from '@jumpers/ui';
import { useMessages } from '../../i18n/messages';
import type { ExploreFilters, FilterName } from '../../lib/explore-url';
import { serverErrorText } from '../../lib/server-error';
import type { FiltersRefused } from './jobs-api';
import { refusalText, withoutRefused } from './refused-filters';
import { toolbarText } from './toolbar-messages';

/**
 * A refused filter said in words, with the way to drop it (the other filters stay). Loaded when the server refuses
 * one: the refusals' wording is not part of the page's first visit, and neither is the banner's code.
 */
export function RefusedFilterBanner({
  filters,
  refusal,
  onFiltersChange,
}: {
  filters: ExploreFilters;
  refusal: FiltersRefused;
  onFiltersChange: (filters: ExploreFilters) => void;
}) {
  const text = useMessages(toolbarText);
  // The reasons' catalog comes with this banner's code: reading it here waits for its texts.
  const reasons = useMessages(serverErrorText).fields;
  return (
    <Banner variant="warning" data-slot="filters-refused">
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span>{refusalText(refusal, reasons)}</span>
        <Button variant="link" onClick={() => onFiltersChange(withoutRefused(filters, refusal))}>
          {text.removeRefusedFilter}
        </Button>
      </span>
    </Banner>
  );
}

/**
 * The filters of the address that could not be read, by name: the list is shown without them, and the next change
 * of the filters writes an address without them.
 */
export function UnreadableFiltersBanner({ unreadable }: { unreadable: FilterName[] }) {
  const text = useMessages(toolbarText);
  return (
    <Banner variant="warning" data-slot="filters-unreadable">
      {text.unreadableFilters({ filters: unreadable.map((name) => text.filterNames[name]).join(', ') })}
    </Banner>
  );
}
