import { Button } from '@jumpers/ui';
import { useMessages } from '../../i18n/messages';
import type { ExploreFilters } from '../../lib/explore-url';
import { loosened, narrowingFilters, without } from './filter-changes';
import { toolbarText } from './toolbar-messages';

/**
 * The ways out of a list that no job matches: each filter in force removed on its own (the one that hid the jobs is
 * usually one of them, and the others stay as the jumper set them), and, with several, all of them at once.
 */
export function LoosenFilters({
  filters,
  clearAll,
  onFiltersChange,
}: {
  filters: ExploreFilters;
  /** The words of the button that removes every filter. */
  clearAll: string;
  onFiltersChange: (filters: ExploreFilters) => void;
}) {
  const text = useMessages(toolbarText);
  const narrowing = narrowingFilters(filters);
  return (
    <>
      {narrowing.map((name) => (
        <Button key={name} variant="outline" onClick={() => onFiltersChange(without(filters, name))}>
          {text.removeFilter({ filter: text.filterNames[name] })}
        </Button>
      ))}
      {narrowing.length > 1 && (
        <Button variant="outline" onClick={() => onFiltersChange(loosened(filters))}>
          {clearAll}
        </Button>
      )}
    </>
  );
}
