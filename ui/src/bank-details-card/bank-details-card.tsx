import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Button } from '../button';
import { Card, CardContent, CardHeader, CardTitle } from '../card';
import { EyeIcon, EyeOffIcon, PencilIcon, PlusIcon } from '../lib/icons';
import type { BankDetail } from '../lib/profile';
import type { Translations } from '../lib/translations';

export const bankDetailsCardText = {
  title: 'Bank Account details',
  addPrompt: 'Add your bank account details',
  edit: 'Edit bank account details',
  iban: 'IBAN',
  bankName: 'Bank name',
  accountHolder: 'Account holder',
  address: 'Address',
  /** The name of the toggle that shows the whole IBAN; pressed while it is shown. */
  showIban: 'Show full IBAN',
  /** What a screen reader hears for the masked IBAN: its last four characters, one by one. */
  ibanHidden: (lastFour: string) => `hidden, ends in ${lastFour.split('').join(' ')}`,
};
export type BankDetailsCardText = typeof bankDetailsCardText;

/** The card's words in every language. */
export const bankDetailsCardTranslations: Translations<BankDetailsCardText> = {
  en: bankDetailsCardText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

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

const compactIban = (iban: string) => iban.replace(/\s/g, '').toUpperCase();

/** IBAN in groups of four, as printed on Swiss bank documents. */
const groupIban = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

/** The country code and the last four characters; every other one a bullet, in the same groups of four. */
const maskIban = (iban: string) =>
  groupIban(iban.slice(0, 2) + '•'.repeat(Math.max(iban.length - 6, 0)) + iban.slice(Math.max(iban.length - 4, 2)));

/**
 * The IBAN masked but for its country and last four characters (enough to recognise the account, not to use it),
 * with a toggle button that shows the whole IBAN and hides it again.
 */
function MaskedIban({ iban, text }: { iban: string; text: BankDetailsCardText }) {
  const [shown, setShown] = useState(false);
  const valueId = useId();
  const compact = compactIban(iban);
  return (
    <span className="flex flex-wrap items-center gap-x-2">
      <span
        id={valueId}
        data-slot="bank-details-card-iban"
        data-state={shown ? 'shown' : 'hidden'}
        className="tabular-nums"
      >
        {shown ? (
          groupIban(compact)
        ) : (
          <>
            {/* A row of bullets means nothing read aloud: screen readers hear what is hidden and how it ends. */}
            <span aria-hidden="true">{maskIban(compact)}</span>
            <span className="sr-only">{text.ibanHidden(compact.slice(-4))}</span>
          </>
        )}
      </span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={text.showIban}
        aria-pressed={shown}
        aria-controls={valueId}
        onClick={() => setShown((current) => !current)}
      >
        {shown ? <EyeOffIcon /> : <EyeIcon />}
      </Button>
    </span>
  );
}

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
  const rows: [string, ReactNode][] = [
    [text.iban, <MaskedIban iban={bankDetail.iban} text={text} />],
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
        <dl className="grid items-baseline gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
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
