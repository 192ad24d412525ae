import { JobFilters, jobFiltersGermanText, jobFiltersText } from '@jumpers/ui';
import type { ComponentProps } from 'react';
import { defineCatalog, useText } from '../../i18n/catalog';

const filtersText = defineCatalog(jobFiltersText, jobFiltersGermanText);

/** The filters and order behind their 'Filters (n)' button: loaded after the page, as the button is all it shows. */
export function FiltersSheet(props: Omit<ComponentProps<typeof JobFilters>, 'layout' | 'text'>) {
  return <JobFilters layout="sheet" text={useText(filtersText)} {...props} />;
}
