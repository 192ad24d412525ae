import { EmptyState, type EmptyStateProps } from '../empty-state';
import type { Translations } from '../lib/translations';

export const payslipsEmptyText = {
  title: 'No payslips yet',
  description: "Once you've started working, we'll show your payslips here.",
};
export type PayslipsEmptyText = typeof payslipsEmptyText;

/** The empty state's words in every language. */
export const payslipsEmptyTranslations: Translations<PayslipsEmptyText> = {
  en: payslipsEmptyText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

export type PayslipsEmptyProps = Omit<EmptyStateProps, 'title' | 'description'> & {
  text?: Partial<PayslipsEmptyText>;
};

/** The Payslips tab before the first payslip: 'No payslips yet - Once you've started working, …'. */
export function PayslipsEmpty({ text: textOverrides, ...props }: PayslipsEmptyProps) {
  const text = { ...payslipsEmptyText, ...textOverrides };
  return <EmptyState data-slot="payslips-empty" title={text.title} description={text.description} {...props} />;
}
