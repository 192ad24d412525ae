import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrowViewport } from '../story-support/viewports';
import { expect, fn, userEvent } from 'storybook/test';
import { inLanguage } from '../story-support/languages';
import { SignInForm, signInFormTranslations } from './sign-in-form';

const meta = {
  title: 'Patterns/Forms/SignInForm',
  component: SignInForm,
  args: {
    onSubmit: fn(),
    onForgotPassword: fn(),
    onGoogleSignIn: fn(),
    createAccountHref: '/register/jumper',
    className: 'max-w-md',
  },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** signing in with e-mail and password, or a social account.\n\n**When not to:** registering (use RegistrationForm).\n\n**States shown below:** empty submit shows both messages, valid submit keep signed in, links and social, without google, server refusal, paused with reset link, submitting, German, French and Italian narrow, French and Italian wide, narrow.',
      },
    },
    translations: signInFormTranslations,
  },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptySubmitShowsBothMessages: Story = {
  tags: ['display-checks'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In with Email' }));
    await expect(await canvas.findByText('Please enter email.')).toBeVisible();
    await expect(canvas.getByText('Please enter password.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Email/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // After the first submit, a message goes away as soon as the field is filled.
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ana@example.ch');
    await expect(canvas.queryByText('Please enter email.')).not.toBeInTheDocument();
    await expect(canvas.getByText('Please enter password.')).toBeVisible();
  },
};

export const ValidSubmitKeepSignedIn: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), ' ana@example.ch ');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret!12');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Keep Me Signed In' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In with Email' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ana@example.ch', password: 'secret!12' }, true);
  },
};

export const LinksAndSocial: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot password' }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In with Google' }));
    await expect(args.onGoogleSignIn).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Sign In with Apple' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/register/jumper');
  },
};

export const WithoutGoogle: Story = {
  args: { onGoogleSignIn: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign In with Email' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign In with Google' })).toBeNull();
  },
};

export const ServerRefusal: Story = {
  args: { errorMessage: 'Incorrect username or password.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Incorrect username or password.');
  },
};

/** Sign-in paused after too many failed attempts: the refusal says for how long and links to the password reset. */
export const PausedWithResetLink: Story = {
  args: {
    errorMessage:
      'Sign-in is paused for 15 minutes after too many failed attempts. Please try again then, or reset your password.',
    errorLink: { label: 'Reset your password', href: '/login/jumper#forgot-password' },
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Sign-in is paused for 15 minutes');
    await expect(canvas.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/login/jumper#forgot-password',
    );
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sign In with Email/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Every word of the form in a language, both messages shown: nothing may overflow. */
function emptySubmitIn(words: {
  signIn: string;
  messages: [email: string, password: string];
  keepSignedIn: string;
  forgot: string;
  google: string;
  createOne: string;
}): Story {
  return {
    play: async ({ canvas, canvasElement }) => {
      await userEvent.click(canvas.getByRole('button', { name: words.signIn }));
      for (const message of words.messages) await expect(await canvas.findByText(message)).toBeVisible();
      await expect(canvas.getByRole('checkbox', { name: words.keepSignedIn })).toBeVisible();
      await expect(canvas.getByRole('button', { name: words.forgot })).toBeVisible();
      await expect(canvas.getByRole('button', { name: words.google })).toBeVisible();
      await expect(canvas.getByRole('link', { name: words.createOne })).toHaveAttribute('href', '/register/jumper');
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const GermanNarrow: Story = {
  ...emptySubmitIn({
    signIn: 'Mit E-Mail anmelden',
    messages: ['Bitte E-Mail eingeben.', 'Bitte Passwort eingeben.'],
    keepSignedIn: 'Angemeldet bleiben',
    forgot: 'Passwort vergessen',
    google: 'Mit Google anmelden',
    createOne: 'Jetzt erstellen',
  }),
  ...inLanguage('de', 'narrow'),
};

export const FrenchNarrow: Story = {
  ...emptySubmitIn({
    signIn: 'Se connecter par e-mail',
    messages: ['Veuillez saisir l’adresse e-mail.', 'Veuillez saisir le mot de passe.'],
    keepSignedIn: 'Rester connecté',
    forgot: 'Mot de passe oublié',
    google: 'Se connecter avec Google',
    createOne: 'Créer un compte',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...emptySubmitIn({
    signIn: 'Accedi con l’e-mail',
    messages: ['Inserisca l’indirizzo e-mail.', 'Inserisca la password.'],
    keepSignedIn: 'Rimanere connesso',
    forgot: 'Password dimenticata',
    google: 'Accedi con Google',
    createOne: 'Crea un account',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };

export const Narrow: Story = {
  ...narrowViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign In with Email' })).toBeVisible();
  },
};
