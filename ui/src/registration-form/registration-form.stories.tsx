import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrowViewport, wideViewport } from '../story-support/viewports';
import { expect, fn, userEvent, within } from 'storybook/test';
import { germanPasswordToggle } from '../story-support/fixtures-german';
import type { PasswordChecklistText } from '../password-checklist';
import { RegistrationForm, type RegistrationFormText } from './registration-form';
import { submitAndExpectMessages } from '../story-support/submit';

const meta = {
  title: 'Patterns/Forms/RegistrationForm',
  component: RegistrationForm,
  args: { onSubmit: fn(), signInHref: '/login/jumper', today: '2026-11-21', className: 'max-w-xl' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** registering a new jumper.\n\n**When not to:** signing in (use SignInForm).\n\n**States shown below:** empty submit shows every required message, format messages, live password checklist, valid submit sends the registration user, German mobile number, server error banner, narrow, wide, German validation messages, German future dob before submit.',
      },
    },
    languages: { de: () => GermanValidationMessages.args },
  },
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = (canvas: ReturnType<typeof within>) =>
  userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));

export const EmptySubmitShowsEveryRequiredMessage: Story = {
  play: async ({ canvas, args }) => {
    await submit(canvas);
    for (const message of [
      'Please select gender!.',
      'Please enter your pronounce.',
      'Please enter your first name.',
      'Please enter your last name.',
      'Please enter your date of birth.',
      'Please enter your mobile number.',
      'Please enter your email.',
      'Please enter your password.',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    // Focus goes to the first invalid field: the gender group hands it to its first option.
    await expect(canvas.getByRole('radio', { name: 'Male' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FormatMessages: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Mobile number/ }), '07912ab');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ana@');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'abcdefgh');
    await userEvent.type(canvas.getByLabelText(/^DOB/), '2099-01-01');
    await submit(canvas);
    await expect(await canvas.findByText('Please enter a valid mobile number.')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid email.')).toBeVisible();
    await expect(
      canvas.getByText('Password must contain at least 8 characters, including alphabet and special character.'),
    ).toBeVisible();
    await expect(canvas.getByText('Date of birth cannot be in the future.')).toBeVisible();
    // Errors re-evaluate live after the first submit.
    const mobile = canvas.getByRole('textbox', { name: /^Mobile number/ });
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '12345');
    await expect(await canvas.findByText('Mobile number must be between 10 and 15 digits.')).toBeVisible();
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '79 123 45 67');
    await expect(canvas.queryByText('Mobile number must be between 10 and 15 digits.')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Please enter a valid mobile number.')).not.toBeInTheDocument();
  },
};

export const LivePasswordChecklist: Story = {
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('list'));
    const item = (name: string) => list.getByText(name).closest('li');
    const password = canvas.getByLabelText(/^Password/);
    await expect(item('One Letter')).toHaveAttribute('data-state', 'unmet');
    await userEvent.type(password, 'a');
    await expect(item('One Letter')).toHaveAttribute('data-state', 'met');
    await expect(item('One special symbol')).toHaveAttribute('data-state', 'unmet');
    await userEvent.type(password, '!');
    await expect(item('One special symbol')).toHaveAttribute('data-state', 'met');
    await expect(item('A minimum of 8 Characters')).toHaveAttribute('data-state', 'unmet');
    await userEvent.type(password, '123456');
    await expect(item('A minimum of 8 Characters')).toHaveAttribute('data-state', 'met');
  },
};

export const ValidSubmitSendsTheRegistrationUser: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Female' }));
    await userEvent.type(canvas.getByLabelText(/^Pronounce/), 'she/her');
    await userEvent.type(canvas.getByLabelText(/^First name/), 'Ana');
    await userEvent.type(canvas.getByLabelText(/^Last name/), 'Muster');
    await userEvent.type(canvas.getByLabelText(/^DOB/), '1990-05-17');
    // Regression: with +41 chosen, the national number 79 123 45 67 was refused; it is sent in E.164.
    await userEvent.type(canvas.getByRole('textbox', { name: /^Mobile number/ }), '79 123 45 67');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ana@example.ch');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret!12');
    await submit(canvas);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      gender: 1,
      pronounce: 'she/her',
      first_name: 'Ana',
      last_name: 'Muster',
      dob: '1990-05-17',
      country_code: '+41',
      mobile_number: '+41791234567',
      email: 'ana@example.ch',
      password: 'secret!12',
      role: 'jumper',
      user_name: '',
    });
  },
};

/** A German number, typed with its trunk prefix after choosing +49; a number that is not one of Germany's is refused. */
export const GermanMobileNumber: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Male' }));
    await userEvent.type(canvas.getByLabelText(/^Pronounce/), 'he/him');
    await userEvent.type(canvas.getByLabelText(/^First name/), 'Jonas');
    await userEvent.type(canvas.getByLabelText(/^Last name/), 'Keller');
    await userEvent.type(canvas.getByLabelText(/^DOB/), '1988-02-03');
    const mobile = canvas.getByRole('textbox', { name: /^Mobile number/ });
    // 079 is a Swiss mobile prefix, not a German one: once +49 is chosen the same number is refused.
    await userEvent.type(mobile, '079 123 45 67');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'jonas@example.de');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret!12');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Country code/ }), '+49');
    await submit(canvas);
    await expect(await canvas.findByText('Please enter a valid mobile number.')).toBeVisible();
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '01512 3456789');
    await expect(canvas.queryByText('Please enter a valid mobile number.')).not.toBeInTheDocument();
    await submit(canvas);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ country_code: '+49', mobile_number: '+4915123456789' }),
    );
  },
};

export const ServerErrorBanner: Story = {
  args: { errorMessage: 'Email has already been taken' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email has already been taken');
  },
};

export const Narrow: Story = {
  ...narrowViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeVisible();
  },
};

export const Wide: Story = {
  ...wideViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login/jumper');
  },
};

/** The app's German registration wording (`app/src/features/auth/register-messages.ts`). */
const germanText: RegistrationFormText = {
  ...germanPasswordToggle,
  gender: 'Geschlecht',
  male: 'Männlich',
  female: 'Weiblich',
  pronounce: 'Anrede',
  firstName: 'Vorname',
  lastName: 'Nachname',
  dob: 'Geburtsdatum',
  mobileNumber: 'Mobilnummer',
  countryCode: 'Ländervorwahl',
  email: 'E-Mail',
  password: 'Passwort',
  submit: 'Konto erstellen',
  haveAccount: 'Sie haben schon ein Konto?',
  signIn: 'Anmelden',
  genderRequired: 'Bitte Geschlecht wählen!',
  pronounceRequired: 'Bitte Anrede eingeben.',
  firstNameRequired: 'Bitte Vornamen eingeben.',
  lastNameRequired: 'Bitte Nachnamen eingeben.',
  dobRequired: 'Bitte Geburtsdatum eingeben.',
  dobInFuture: 'Das Geburtsdatum darf nicht in der Zukunft liegen.',
  mobileRequired: 'Bitte Mobilnummer eingeben.',
  mobileInvalid: 'Bitte eine gültige Mobilnummer eingeben.',
  mobileLength: 'Die Mobilnummer muss 10 bis 15 Ziffern haben.',
  emailRequired: 'Bitte E-Mail eingeben.',
  emailInvalid: 'Bitte eine gültige E-Mail eingeben.',
  passwordRequired: 'Bitte Passwort eingeben.',
  passwordWeak: 'Das Passwort braucht mindestens 8 Zeichen, darunter einen Buchstaben und ein Sonderzeichen.',
};

const germanChecklist: PasswordChecklistText = {
  hasLetter: 'Ein Buchstabe',
  hasSpecialSymbol: 'Ein Sonderzeichen',
  hasMinimumLength: 'Mindestens 8 Zeichen',
  met: 'erfüllt',
  notMet: 'nicht erfüllt',
};

export const GermanValidationMessages: Story = {
  ...narrowViewport,
  args: { text: { ...germanText, checklist: germanChecklist } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: /^Geschlecht/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/login/jumper');
    await expect(canvas.getByText('Mindestens 8 Zeichen')).toBeVisible();
    await submitAndExpectMessages(canvas, 'Konto erstellen', [
      'Bitte Geschlecht wählen!',
      'Bitte Anrede eingeben.',
      'Bitte Vornamen eingeben.',
      'Bitte Nachnamen eingeben.',
      'Bitte Geburtsdatum eingeben.',
      'Bitte Mobilnummer eingeben.',
      'Bitte E-Mail eingeben.',
      'Bitte Passwort eingeben.',
    ]);
    await expect(canvas.getByRole('radio', { name: 'Männlich' })).toHaveFocus();
    await userEvent.type(canvas.getByLabelText(/^Passwort\*?$/), 'abc!');
    await expect(
      await canvas.findByText(
        'Das Passwort braucht mindestens 8 Zeichen, darunter einen Buchstaben und ein Sonderzeichen.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Passwort anzeigen' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Regression: before the first submit, a future date of birth was refused with an English message. */
export const GermanFutureDobBeforeSubmit: Story = {
  ...narrowViewport,
  args: { text: { ...germanText, checklist: germanChecklist } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Geburtsdatum/), '2099-01-01');
    await expect(await canvas.findByText('Das Geburtsdatum darf nicht in der Zukunft liegen.')).toBeVisible();
    await expect(canvas.queryByText('Please choose an earlier date.')).not.toBeInTheDocument();
  },
};
