import type { SelectOption } from '../select';

/* The choices offered when none are given, apart from the form: an app can read them without loading the form. */

const asOptions = (values: readonly string[]): SelectOption[] => values.map((value) => ({ value, label: value }));

export const defaultJobProfileOptions = asOptions([
  'Software Engineer',
  'Acute-care',
  'Automotive Assistant With Federal VET Certificate',
]);
export const defaultExperienceOptions = asOptions(['5 years', 'Fresher', '7 years']);
