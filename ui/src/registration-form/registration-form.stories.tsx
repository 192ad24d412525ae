import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrowViewport, wideViewport } from '../story-support/viewports';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inLanguage } from '../story-support/languages';
import { RegistrationForm, registrationFormTranslations } from './registration-form';
import { submitAndExpectMessages } from '../story-support/submit';

const meta = {
  title: 'Patterns/Forms/RegistrationForm',
  component: RegistrationForm,
  args: { onSubmit: fn(), signInHref: '/login/jumper', today: '2026-11-21', className: 'max-w-xl' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** registering a new jumper.\n\n**When not to:** signing in (use SignInForm).\n\n**States shown below:** empty submit shows every required message, format messages, live password checklist, valid submit sends the registration user, German mobile number, server error banner, narrow, wide, German validation messages, German future dob before submit, French and Italian narrow and wide.',
      },
    },
    translations: registrationFormTranslations,
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

/** The words a user meets in a language, the longest (a weak password's message) among them. */
type Words = {
  gender: string;
  male: string;
  signIn: string;
  submit: string;
  required: string[];
  password: string;
  weak: string;
  minimumLength: string;
  show: string;
};

/** Every required message, then a weak password, in a language: nothing may overflow. */
function everyMessageIn(words: Words): Story {
  return {
    play: async ({ canvas, canvasElement, args }) => {
      await expect(canvas.getByRole('radiogroup', { name: new RegExp(`^${words.gender}`) })).toBeVisible();
      await expect(canvas.getByRole('link', { name: words.signIn })).toHaveAttribute('href', '/login/jumper');
      await expect(canvas.getByText(words.minimumLength)).toBeVisible();
      await submitAndExpectMessages(canvas, words.submit, words.required);
      await expect(canvas.getByRole('radio', { name: words.male })).toHaveFocus();
      await userEvent.type(canvas.getByLabelText(new RegExp(`^${words.password}\\*?$`)), 'abc!');
      await expect(await canvas.findByText(words.weak)).toBeVisible();
      await expect(canvas.getByRole('button', { name: words.show })).toBeVisible();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
      await expect(args.onSubmit).not.toHaveBeenCalled();
      // The picture holds what the viewport shows: the form's end, with its longest texts and the checklist.
      canvas.getByRole('link', { name: words.signIn }).scrollIntoView({ block: 'end' });
    },
  };
}

export const GermanValidationMessages: Story = {
  ...everyMessageIn({
    gender: 'Geschlecht',
    male: 'Männlich',
    signIn: 'Anmelden',
    submit: 'Konto erstellen',
    required: [
      'Bitte Geschlecht wählen!',
      'Bitte Anrede eingeben.',
      'Bitte Vornamen eingeben.',
      'Bitte Nachnamen eingeben.',
      'Bitte Geburtsdatum eingeben.',
      'Bitte Mobilnummer eingeben.',
      'Bitte E-Mail eingeben.',
      'Bitte Passwort eingeben.',
    ],
    password: 'Passwort',
    weak: 'Das Passwort braucht mindestens 8 Zeichen, darunter einen Buchstaben und ein Sonderzeichen.',
    minimumLength: 'Mindestens 8 Zeichen',
    show: 'Passwort anzeigen',
  }),
  ...inLanguage('de', 'narrow'),
};

export const FrenchNarrow: Story = {
  ...everyMessageIn({
    gender: 'Sexe',
    male: 'Masculin',
    signIn: 'Se connecter',
    submit: 'Créer un compte',
    required: [
      // Testing Library reads the no-break space before « ! » as a space.
      'Veuillez indiquer votre sexe !',
      'Veuillez indiquer votre civilité.',
      'Veuillez saisir votre prénom.',
      'Veuillez saisir votre nom.',
      'Veuillez saisir votre date de naissance.',
      'Veuillez saisir votre numéro de mobile.',
      'Veuillez saisir votre adresse e-mail.',
      'Veuillez saisir votre mot de passe.',
    ],
    password: 'Mot de passe',
    weak: 'Le mot de passe doit comporter au moins 8 caractères, dont une lettre et un caractère spécial.',
    minimumLength: 'Au moins 8 caractères',
    show: 'Afficher le mot de passe',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...everyMessageIn({
    gender: 'Sesso',
    male: 'Maschile',
    signIn: 'Accedi',
    submit: 'Crea account',
    required: [
      'Selezioni il sesso!',
      'Inserisca l’appellativo.',
      'Inserisca il nome.',
      'Inserisca il cognome.',
      'Inserisca la data di nascita.',
      'Inserisca il numero di cellulare.',
      'Inserisca il Suo indirizzo e-mail.',
      'Inserisca la Sua password.',
    ],
    password: 'Password',
    weak: 'La password deve contenere almeno 8 caratteri, tra cui una lettera e un carattere speciale.',
    minimumLength: 'Almeno 8 caratteri',
    show: 'Mostra password',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };

/** Regression: before the first submit, a future date of birth was refused with an English message. */
export const GermanFutureDobBeforeSubmit: Story = {
  ...inLanguage('de', 'narrow'),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/^Geburtsdatum/), '2099-01-01');
    await expect(await canvas.findByText('Das Geburtsdatum darf nicht in der Zukunft liegen.')).toBeVisible();
    await expect(canvas.queryByText('Please choose an earlier date.')).not.toBeInTheDocument();
  },
};
