import type { ComponentProps } from 'react';
import { Button } from '../button';
import { Card, CardContent, CardHeader, CardTitle } from '../card';
import { PlusIcon } from '../field/field-icons';
import { PencilIcon } from '../lib/icons';
import type { BankDetail } from '../lib/profile';

export const bankDetailsCardText = {
  title: 'Bank Account details',
  addPrompt: 'Add your bank account details',
  edit: 'Edit bank account details',
  iban: 'IBAN',
  bankName: 'Bank name',
  accountHolder: 'Account holder',
  address: 'Address',
};
export type BankDetailsCardText = typeof bankDetailsCardText;

export type BankDetailsCardProps = ComponentProps<'div'> & {
  /** The saved details, or nothing yet. */
  bankDetail: BankDetail | null;
  /** Opens the bank details form (to add or to edit). */
  onEdit: () => void;
  /**
   * The title's heading level, to fit the page's outline.
   * @defaultValue 3
   */
  headingLevel?: 2 | 3 | 4;
  text?: Partial<BankDetailsCardText>;
};

/** IBAN in groups of four, as printed on Swiss bank documents. */
const groupIban = (iban: string) =>
  iban
    .replace(/\s/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();

/** The saved bank account, or a prompt to add one. */
export function BankDetailsCard({
  bankDetail,
  onEdit,
  headingLevel = 3,
  text: textOverrides,
  ...props
}: BankDetailsCardProps) {
  const text = { ...bankDetailsCardText, ...textOverrides };
  if (!bankDetail) {
    return (
      <Card data-slot="bank-details-card" {...props}>
        <CardContent className="flex flex-col items-start gap-3">
          {/* The prompt wraps rather than widening a 320 px page. */}
          <Button
            type="button"
            variant="outline"
            onClick={onEdit}
            className="h-auto min-h-control py-1.5 text-start whitespace-normal"
          >
            <PlusIcon />
            {text.addPrompt}
          </Button>
        </CardContent>
      </Card>
    );
  }
  const rows: [string, string][] = [
    [text.iban, groupIban(bankDetail.iban)],
    [text.bankName, bankDetail.bank_name],
    [text.accountHolder, `${bankDetail.account_holder_first_name} ${bankDetail.account_holder_last_name}`],
    [text.address, [bankDetail.address, `${bankDetail.plz} ${bankDetail.city}`.trim()].filter(Boolean).join(', ')],
  ];
  return (
    <Card data-slot="bank-details-card" {...props}>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle level={headingLevel}>{text.title}</CardTitle>
        <Button type="button" variant="ghost" size="icon" aria-label={text.edit} onClick={onEdit}>
          <PencilIcon />
        </Button>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
