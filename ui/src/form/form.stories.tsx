import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { DateField } from '../date-field';
import { FileInput } from '../file-input';
import { narrowViewport } from '../story-support/viewports';
import { OtpInput } from '../otp-input';
import { PasswordField } from '../password-field';
import { PhoneField } from '../phone-field';
import { RadioGroup } from '../radio-group';
import { Select } from '../select';
import { StepperInput } from '../stepper-input';
import { TextField } from '../text-field';
import { Form, FormField, useForm } from './form';
import { wide } from '../story-support/fixtures';

const signInSchema = z.object({
  email: z.string().trim().min(1, 'Please enter email.'),
  password: z.string().min(1, 'Please enter password.'),
  keepSignedIn: z.boolean(),
});
type SignInValues = z.infer<typeof signInSchema>;

/** A sign-in-like form built from the pattern; the real pages come with the auth feature. */
function SignInDemo({ onSubmit }: { onSubmit: (values: SignInValues) => void }) {
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '', keepSignedIn: false },
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Sign in" className="max-w-sm">
      <FormField
        control={form.control}
        name="email"
        render={({ field, error }) => (
          <TextField label="E-mail" type="email" autoComplete="email" required error={error} {...field} />
        )}
      />
      <FormField
        control={form.control}
        name="password"
        render={({ field, error }) => (
          <PasswordField label="Password" autoComplete="current-password" required error={error} {...field} />
        )}
      />
      <FormField
        control={form.control}
        name="keepSignedIn"
        render={({ field: { value, onChange, ref, name, onBlur } }) => (
          <Checkbox
            label="Keep Me Signed In"
            name={name}
            ref={ref}
            checked={value}
            onCheckedChange={(checked) => onChange(checked === true)}
            onBlur={onBlur}
          />
        )}
      />
      <Button type="submit">Sign In with Email</Button>
    </Form>
  );
}

const meta = {
  title: 'Patterns/Forms/Form pattern',
  component: SignInDemo,
  args: { onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** any form of the app: fields, their messages and the submit row, the first invalid field focused.\n\n**When not to:** a single control outside a form.\n\n**States shown below:** sign in, focuses first invalid field, narrow, mixed controls, wide.',
      },
    },
  },
} satisfies Meta<typeof SignInDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  play: async ({ canvas, args }) => {
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    const password = canvas.getByLabelText(/^Password/);
    const submit = canvas.getByRole('button', { name: 'Sign In with Email' });

    // Before the first submit nothing is flagged, even after typing and deleting.
    await userEvent.type(email, 'a');
    await userEvent.clear(email);
    await expect(canvas.queryByText('Please enter email.')).not.toBeInTheDocument();

    await userEvent.click(submit);
    await expect(await canvas.findByText('Please enter email.')).toBeVisible();
    await expect(canvas.getByText('Please enter password.')).toBeVisible();
    await expect(email).toHaveFocus();
    await expect(email).toBeInvalid();
    await expect(email).toHaveAccessibleDescription('Please enter email.');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // After the first submit each error re-evaluates live as the user edits.
    await userEvent.type(email, 'anna@example.ch');
    await waitFor(() => expect(canvas.queryByText('Please enter email.')).not.toBeInTheDocument());
    await expect(email).not.toBeInvalid();
    await expect(canvas.getByText('Please enter password.')).toBeVisible();

    await userEvent.clear(email);
    await expect(await canvas.findByText('Please enter email.')).toBeVisible();
    await userEvent.type(email, 'anna@example.ch');

    await userEvent.type(password, 'Secret!42');
    await waitFor(() => expect(canvas.queryByText('Please enter password.')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Keep Me Signed In' }));
    await userEvent.click(submit);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { email: 'anna@example.ch', password: 'Secret!42', keepSignedIn: true },
        expect.anything(),
      ),
    );
  },
};

export const FocusesFirstInvalidField: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'anna@example.ch');
    await userEvent.keyboard('{Enter}');
    const password = canvas.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveFocus());
    await expect(canvas.queryByText('Please enter email.')).not.toBeInTheDocument();
    await expect(canvas.getByText('Please enter password.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Narrow: Story = {
  ...narrowViewport,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In with Email' }));
    await expect(await canvas.findByText('Please enter password.')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

const today = '2026-11-21';
const detailsSchema = z.object({
  gender: z.string().min(1, 'Please select gender!.'),
  maritalStatus: z.string().min(1, 'Please select marital status'),
  dob: z
    .string()
    .min(1, 'Please enter your date of birth.')
    .refine((date) => date <= today, 'Dates cannot be later than today.'),
  otp: z
    .string()
    .min(1, 'Please enter OTP.')
    .regex(/^\d{4}$/, 'Please enter valid OTP.'),
  disability: z.number().min(0).max(100),
  countryCode: z.string(),
  mobileNumber: z
    .string()
    .regex(/^\d*$/, 'Please enter a valid mobile number.')
    .refine((number) => number.length >= 10 && number.length <= 15, 'Mobile number must be between 10 and 15 digits.'),
  cv: z.instanceof(File, { message: 'Please Select A File!' }).nullable().refine(Boolean, 'Please Select A File!'),
});
type DetailsValues = z.infer<typeof detailsSchema>;

/** Every kind of control under the pattern: the first invalid one gets focus, whatever it is. */
function MixedControlsDemo({ onSubmit }: { onSubmit: (values: DetailsValues) => void }) {
  const form = useForm<DetailsValues>({
    resolver: zodResolver(detailsSchema),
    defaultValues: {
      gender: '',
      maritalStatus: '',
      dob: '',
      otp: '',
      disability: 0,
      countryCode: '+41',
      mobileNumber: '',
      cv: null,
    },
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Personal details" className="max-w-md">
      <FormField
        control={form.control}
        name="gender"
        render={({ field, error }) => (
          <RadioGroup
            label="Gender"
            required
            orientation="horizontal"
            options={[
              { value: '0', label: 'Male' },
              { value: '1', label: 'Female' },
            ]}
            error={error}
            ref={field.ref}
            value={field.value}
            onValueChange={field.onChange}
          />
        )}
      />
      <FormField
        control={form.control}
        name="maritalStatus"
        render={({ field, error }) => (
          <Select
            label="Marital status"
            placeholder="Select marital status"
            required
            options={[
              { value: '0', label: 'Single' },
              { value: '1', label: 'Married' },
              { value: '2', label: 'Divorced' },
            ]}
            error={error}
            ref={field.ref}
            value={field.value}
            onValueChange={field.onChange}
          />
        )}
      />
      <FormField
        control={form.control}
        name="dob"
        render={({ field, error }) => <DateField label="Date of birth" required max={today} error={error} {...field} />}
      />
      <FormField
        control={form.control}
        name="otp"
        render={({ field, error }) => (
          <OtpInput
            label="OTP"
            required
            error={error}
            ref={field.ref}
            name={field.name}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <FormField
        control={form.control}
        name="disability"
        render={({ field, error }) => (
          <StepperInput
            label="Degree of disability"
            error={error}
            ref={field.ref}
            value={field.value}
            onValueChange={field.onChange}
          />
        )}
      />
      <FormField
        control={form.control}
        name="countryCode"
        render={({ field: countryCode }) => (
          <FormField
            control={form.control}
            name="mobileNumber"
            render={({ field, error }) => (
              <PhoneField
                label="Mobile number"
                required
                countryCodes={[
                  { value: '+41', label: '+41' },
                  { value: '+49', label: '+49' },
                ]}
                countryCode={countryCode.value}
                onCountryCodeChange={countryCode.onChange}
                error={error}
                {...field}
              />
            )}
          />
        )}
      />
      <FormField
        control={form.control}
        name="cv"
        render={({ field, error }) => (
          <FileInput
            label="CV"
            accept=".pdf,.doc,.docx"
            required
            error={error}
            ref={field.ref}
            name={field.name}
            file={field.value}
            onFileChange={field.onChange}
          />
        )}
      />
      <Button type="submit">Save</Button>
    </Form>
  );
}

export const MixedControls: StoryObj<typeof MixedControlsDemo> = {
  render: (args) => <MixedControlsDemo {...args} />,
  args: { onSubmit: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await expect(await canvas.findByText('Please select gender!.')).toBeVisible();
    await expect(canvas.getByText('Please select marital status')).toBeVisible();
    await expect(canvas.getByText('Please enter OTP.')).toBeVisible();
    // The radio group hands focus to its first option.
    await expect(canvas.getByRole('radio', { name: 'Male' })).toHaveFocus();

    await userEvent.click(canvas.getByText('Female'));
    await waitFor(() => expect(canvas.queryByText('Please select gender!.')).not.toBeInTheDocument());
    await userEvent.click(save);
    const maritalStatus = canvas.getByRole('combobox', { name: 'Marital status' });
    await waitFor(() => expect(maritalStatus).toHaveFocus());

    await userEvent.click(maritalStatus);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('option', { name: 'Married' }));
    await waitFor(() => expect(canvas.queryByText('Please select marital status')).not.toBeInTheDocument());

    const dob = canvas.getByLabelText(/^Date of birth/);
    await userEvent.type(dob, '2030-01-01');
    await expect(await canvas.findByText('Dates cannot be later than today.')).toBeVisible();
    await userEvent.clear(dob);
    await userEvent.type(dob, '1990-04-12');
    await waitFor(() => expect(canvas.queryByText('Dates cannot be later than today.')).not.toBeInTheDocument());

    const otp = canvas.getByRole('textbox', { name: 'OTP' });
    await userEvent.type(otp, '12');
    await expect(await canvas.findByText('Please enter valid OTP.')).toBeVisible();
    await userEvent.type(otp, '34');
    await waitFor(() => expect(canvas.queryByText('Please enter valid OTP.')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));

    await userEvent.click(save);
    const mobileNumber = canvas.getByRole('textbox', { name: 'Mobile number' });
    await waitFor(() => expect(mobileNumber).toHaveFocus());
    await expect(canvas.getByText('Mobile number must be between 10 and 15 digits.')).toBeVisible();
    await userEvent.type(mobileNumber, '079123456');
    await expect(canvas.getByText('Mobile number must be between 10 and 15 digits.')).toBeVisible();
    await userEvent.type(mobileNumber, '7');
    await waitFor(() =>
      expect(canvas.queryByText('Mobile number must be between 10 and 15 digits.')).not.toBeInTheDocument(),
    );

    await userEvent.click(save);
    const cv = canvas.getByLabelText(/^CV/);
    await waitFor(() => expect(cv).toHaveFocus());
    await expect(canvas.getByText('Please Select A File!')).toBeVisible();
    await userEvent.upload(cv, new File(['%PDF-1.7'], 'CV.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(canvas.queryByText('Please Select A File!')).not.toBeInTheDocument());

    await userEvent.click(save);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          gender: '1',
          maritalStatus: '1',
          dob: '1990-04-12',
          otp: '1234',
          disability: 1,
          countryCode: '+41',
          mobileNumber: '0791234567',
          cv: expect.objectContaining({ name: 'CV.pdf' }),
        }),
        expect.anything(),
      ),
    );
  },
};

/** The same at laptop width (1280 px). */
export const Wide: Story = { ...SignIn, ...wide };
