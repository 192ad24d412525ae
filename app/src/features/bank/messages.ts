import { msg } from '@lingui/core/macro';
import type { Language } from '../../i18n/language';
import { messageCatalog, type MessageWith } from '../../i18n/messages';

/** The catalog of Profile › Bank Account details. */
export const loadBankMessages = (language: Language) => import(`./locales/${language}.po`);

export const bankText = messageCatalog(loadBankMessages, {
  lead: msg`Your wages are paid into this account.`,
  loading: msg`Loading your bank account details`,
  loadFailed: msg`Your bank account details could not be loaded.`,
  retry: msg`Try again`,
  dialogTitle: msg`Bank details`,
  saved: msg`Bank Details Added Successfully!`,
  saveFailed: msg`Your bank details could not be saved. Please try again.`,
  /** ui's BankDetailsCard; English is ui's own wording. */
  card: {
    title: msg`Bank Account details`,
    addPrompt: msg`Add your bank account details`,
    edit: msg`Edit bank account details`,
    iban: msg`IBAN`,
    // The card's label of the bank's name ("Bank" in German), apart from the form's field label.
    bankName: msg({ context: 'saved bank details', message: 'Bank name' }),
    accountHolder: msg`Account holder`,
    address: msg`Address`,
    /** The name of the toggle that shows the whole IBAN; pressed while it is shown. */
    showIban: msg`Show full IBAN`,
    /** What a screen reader hears for the masked IBAN: its last four characters, one by one (spaced by the page). */
    ibanHidden: msg({
      comment: 'lastFour: the last four characters of the IBAN, separated by spaces ("5 2 9 5")',
      message: 'hidden, ends in {lastFour}',
    }) as MessageWith<{ lastFour: string }>,
  },
  /** ui's BankDetailsForm; English is ui's own wording. */
  form: {
    iban: msg`IBAN`,
    ibanHint: msg`e.g. CH93 0076 2011 6238 5295 7`,
    bankName: msg`Bank name`,
    firstName: msg`Account holder first name`,
    lastName: msg`Account holder last name`,
    address: msg`Address`,
    plz: msg`PLZ`,
    city: msg`City`,
    submit: msg`Save`,
    cancel: msg`Cancel`,
    ibanRequired: msg`IBAN is required!`,
    ibanInvalid: msg`Please enter a valid IBAN.`,
    bankNameRequired: msg`Bank name is required!`,
    firstNameRequired: msg`First name is required!`,
    lastNameRequired: msg`Last name is required!`,
    addressRequired: msg`Address is required!`,
    cityRequired: msg`City is required!`,
    plzRequired: msg`PLZ is required!`,
  },
});
