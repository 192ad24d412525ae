import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { ComponentProps } from 'react';
import { Form, useForm } from '../form';
import { FormActions } from '../lib/form-actions';
import { messagesResolver } from '../lib/messages-resolver';
import type { BankDetail } from '../lib/profile';
import { TextFormField } from '../lib/text-form-field';
import type { Translations } from '../lib/translations';

export const bankDetailsFormText = {
  iban: 'IBAN',
  ibanHint: 'e.g. CH93 0076 2011 6238 5295 7',
  bankName: 'Bank name',
  firstName: 'Account holder first name',
  lastName: 'Account holder last name',
  address: 'Address',
  plz: 'PLZ',
  city: 'City',
  submit: 'Save',
  cancel: 'Cancel',
  ibanRequired: 'IBAN is required!',
  ibanInvalid: 'Please enter a valid IBAN.',
  bankNameRequired: 'Bank name is required!',
  firstNameRequired: 'First name is required!',
  lastNameRequired: 'Last name is required!',
  addressRequired: 'Address is required!',
  cityRequired: 'City is required!',
  plzRequired: 'PLZ is required!',
};
export type BankDetailsFormText = typeof bankDetailsFormText;

/** The form's words in every language. */
export const bankDetailsFormTranslations: Translations<BankDetailsFormText> = {
  en: bankDetailsFormText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

export type BankDetailsFormProps = Omit<ComponentProps<'div'>, 'onSubmit'> & {
  /** The saved details, to edit them. */
  bankDetail?: BankDetail | null;
  /** Called with the details; the IBAN in its electronic form (capitals, no spaces). */
  onSubmit: (payload: BankDetail) => void;
  onCancel?: () => void;
  /** @defaultValue false */
  submitting?: boolean;
  text?: Partial<BankDetailsFormText>;
};

const emptyBankDetail: BankDetail = {
  iban: '',
  bank_name: '',
  account_holder_first_name: '',
  account_holder_last_name: '',
  address: '',
  plz: '',
  city: '',
};

/** The account that wages are paid into; the IBAN's check digits are verified before it is sent. */
export function BankDetailsForm({
  bankDetail,
  onSubmit,
  onCancel,
  submitting = false,
  text: textOverrides,
  ...props
}: BankDetailsFormProps) {
  const text = { ...bankDetailsFormText, ...textOverrides };
  const blank = (value: string) => value.trim() === '';
  const form = useForm<BankDetail>({
    defaultValues: bankDetail ?? emptyBankDetail,
    resolver: messagesResolver((values) => ({
      iban: blank(values.iban)
        ? text.ibanRequired
        : !isValidIBAN(electronicFormatIBAN(values.iban) ?? '') && text.ibanInvalid,
      bank_name: blank(values.bank_name) && text.bankNameRequired,
      account_holder_first_name: blank(values.account_holder_first_name) && text.firstNameRequired,
      account_holder_last_name: blank(values.account_holder_last_name) && text.lastNameRequired,
      address: blank(values.address) && text.addressRequired,
      plz: blank(values.plz) && text.plzRequired,
      city: blank(values.city) && text.cityRequired,
    })),
  });
  return (
    <div data-slot="bank-details-form" {...props}>
      <Form
        form={form}
        onSubmit={(values) =>
          onSubmit({
            iban: electronicFormatIBAN(values.iban) ?? values.iban,
            bank_name: values.bank_name.trim(),
            account_holder_first_name: values.account_holder_first_name.trim(),
            account_holder_last_name: values.account_holder_last_name.trim(),
            address: values.address.trim(),
            plz: values.plz.trim(),
            city: values.city.trim(),
          })
        }
      >
        <TextFormField
          control={form.control}
          name="iban"
          label={text.iban}
          hint={text.ibanHint}
          autoComplete="off"
          required
        />
        <TextFormField control={form.control} name="bank_name" label={text.bankName} required />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextFormField
            control={form.control}
            name="account_holder_first_name"
            label={text.firstName}
            autoComplete="given-name"
            required
          />
          <TextFormField
            control={form.control}
            name="account_holder_last_name"
            label={text.lastName}
            autoComplete="family-name"
            required
          />
        </div>
        <TextFormField
          control={form.control}
          name="address"
          label={text.address}
          autoComplete="street-address"
          required
        />
        <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
          <TextFormField control={form.control} name="plz" label={text.plz} autoComplete="postal-code" required />
          <TextFormField control={form.control} name="city" label={text.city} autoComplete="address-level2" required />
        </div>
        <FormActions text={text} onCancel={onCancel} submitting={submitting} />
      </Form>
    </div>
  );
}
