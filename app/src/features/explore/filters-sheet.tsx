import { JobFilters, jobFiltersTranslations } from '@jumpers/ui';
import type { ComponentProps } from 'react';
import { uiTextCatalog, useUiText } from '../../i18n/messages';

/** The panel's words of the ui, loaded with this code (explore-toolbar.tsx loads it with its texts). */
const jobFiltersTexts = uiTextCatalog(jobFiltersTranslations);

/** The filters and order behind their 'Filters (n)' button: loaded after the page, as the button is all it shows. */
export function FiltersSheet(props: Omit<ComponentProps<typeof JobFilters>, 'layout' | 'text'>) {
  return <JobFilters layout="sheet" text={useUiText(jobFiltersTexts)} {...props} />;
}
