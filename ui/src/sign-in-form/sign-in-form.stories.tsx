import type { Meta, StoryObj } from '@storybook/react-vite';
import { narrowViewport } from '../story-support/viewports';
import { expect, fn, userEvent } from 'storybook/test';
import { SignInForm } from './sign-in-form';

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
          '**When to use:** signing in with e-mail and password, or a social account.\n\n**When not to:** registering (use RegistrationForm).\n\n**States shown below:** empty submit shows both messages, valid submit keep signed in, links and social, without google, server refusal, paused with reset link, submitting, German, narrow.',
      },
    },
    languages: { de: () => German.args },
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

export const German: Story = {
  args: {
    text: {
      email: 'E-Mail',
      password: 'Passwort',
      emailRequired: 'Bitte E-Mail eingeben.',
      passwordRequired: 'Bitte Passwort eingeben.',
      signInWithEmail: 'Mit E-Mail anmelden',
      keepMeSignedIn: 'Angemeldet bleiben',
      forgotPassword: 'Passwort vergessen',
      createOne: 'Konto erstellen',
      noAccount: 'Noch kein Konto?',
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mit E-Mail anmelden' }));
    await expect(await canvas.findByText('Bitte E-Mail eingeben.')).toBeVisible();
    await expect(canvas.getByText('Bitte Passwort eingeben.')).toBeVisible();
  },
};

export const Narrow: Story = {
  ...narrowViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign In with Email' })).toBeVisible();
  },
};
