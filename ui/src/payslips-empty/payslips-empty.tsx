import { EmptyState, type EmptyStateProps } from '../empty-state';

export const payslipsEmptyText = {
  title: 'No payslips yet',
  description: "Once you've started working, we'll show your payslips here.",
};

export type PayslipsEmptyProps = Omit<EmptyStateProps, 'title' | 'description'> & {
  text?: Partial<typeof payslipsEmptyText>;
};

/** The Payslips tab before the first payslip: 'No payslips yet - Once you've started working, …'. */
export function PayslipsEmpty({ text: textOverrides, ...props }: PayslipsEmptyProps) {
  const text = { ...payslipsEmptyText, ...textOverrides };
  return <EmptyState data-slot="payslips-empty" title={text.title} description={text.description} {...props} />;
}
