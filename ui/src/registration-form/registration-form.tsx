import type { ComponentProps } from 'react';
import { Button } from '../button';
import { DateField } from '../date-field';
import { Form, FormField, useForm } from '../form';
import { Banner } from '../banner';
import { isEmail } from '@jumpers/rules/email';
import { isRegistrationPassword } from '@jumpers/rules/password';
import { loadMobileNumbers } from '../lib/mobile-number-loader';
import { mobileNumberMessage } from '../lib/mobile-number';
import { todayIso } from '../lib/today-iso';
import { messagesResolver } from '../lib/messages-resolver';
import { PasswordFormField } from '../lib/password-form-field';
import type { Gender, RegistrationUser } from '../lib/profile';
import type { Translations } from '../lib/translations';
import { PasswordChecklist, type PasswordChecklistText } from '../password-checklist';
import { passwordFieldText } from '../password-field/password-field-text';
import { PhoneField, phoneFieldText } from '../phone-field';
import { RadioGroup } from '../radio-group';
import type { SelectOption } from '../select';
import { TextField } from '../text-field';

export const registrationFormText = {
  gender: 'Gender',
  male: 'Male',
  female: 'Female',
  pronounce: 'Pronounce',
  firstName: 'First name',
  lastName: 'Last name',
  dob: 'DOB',
  mobileNumber: 'Mobile number',
  countryCode: phoneFieldText.countryCode,
  email: 'Email',
  password: 'Password',
  submit: 'Create Account',
  haveAccount: 'Already have an account?',
  signIn: 'Sign In',
  ...passwordFieldText,
  genderRequired: 'Please select gender!.',
  pronounceRequired: 'Please enter your pronounce.',
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  dobRequired: 'Please enter your date of birth.',
  dobInFuture: 'Date of birth cannot be in the future.',
  mobileRequired: 'Please enter your mobile number.',
  mobileInvalid: 'Please enter a valid mobile number.',
  mobileLength: 'Mobile number must be between 10 and 15 digits.',
  emailRequired: 'Please enter your email.',
  emailInvalid: 'Please enter a valid email.',
  passwordRequired: 'Please enter your password.',
  passwordWeak: 'Password must contain at least 8 characters, including alphabet and special character.',
};
export type RegistrationFormText = typeof registrationFormText & {
  /** The live password checklist's words, merged over its own defaults. */
  checklist?: Partial<PasswordChecklistText>;
};

/** The registration form's words in every language, its checklist's among them. */
export const registrationFormTranslations: Translations<RegistrationFormText> = {
  en: registrationFormText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

/** Calling codes offered by default; the app may pass its own list. */
export const defaultCountryCodes: readonly SelectOption[] = [
  { value: '+41', label: '+41' },
  { value: '+49', label: '+49' },
  { value: '+43', label: '+43' },
  { value: '+33', label: '+33' },
  { value: '+39', label: '+39' },
  { value: '+1', label: '+1' },
];

export type RegistrationFormProps = Omit<ComponentProps<'div'>, 'onSubmit'> & {
  /** Called with the new jumper (the API's registration user) once every field passes. */
  onSubmit: (user: RegistrationUser) => void;
  /** Where the sign-in link leads. */
  signInHref: string;
  /** Lets the app route without a page load. */
  onSignIn?: ComponentProps<'a'>['onClick'];
  /** The server's refusal, shown in a banner above the form. */
  errorMessage?: string;
  /** @defaultValue false */
  submitting?: boolean;
  /** @defaultValue defaultCountryCodes */
  countryCodes?: readonly SelectOption[];
  /** Today, as `YYYY-MM-DD`; no date of birth after it. @defaultValue the user's today */
  today?: string;
  /**
   * The form's words, merged over the English defaults.
   * @defaultValue registrationFormText
   */
  text?: Partial<RegistrationFormText>;
};

type RegistrationValues = {
  gender: string;
  pronounce: string;
  first_name: string;
  last_name: string;
  dob: string;
  country_code: string;
  mobile_number: string;
  email: string;
  password: string;
};

/** The jumper's account creation: every registration field, with the live password checklist. */
export function RegistrationForm({
  onSubmit,
  signInHref,
  onSignIn,
  errorMessage,
  submitting = false,
  countryCodes = defaultCountryCodes,
  today = todayIso(),
  text: textOverrides,
  ...props
}: RegistrationFormProps) {
  const text: RegistrationFormText = { ...registrationFormText, ...textOverrides };
  const form = useForm<RegistrationValues>({
    defaultValues: {
      gender: '',
      pronounce: '',
      first_name: '',
      last_name: '',
      dob: '',
      country_code: countryCodes[0]?.value ?? '',
      mobile_number: '',
      email: '',
      password: '',
    },
    resolver: messagesResolver(async (values) => {
      const { checkMobileNumber } = await loadMobileNumbers();
      return {
        gender: values.gender === '' && text.genderRequired,
        pronounce: values.pronounce.trim() === '' && text.pronounceRequired,
        first_name: values.first_name.trim() === '' && text.firstNameRequired,
        last_name: values.last_name.trim() === '' && text.lastNameRequired,
        dob: values.dob === '' ? text.dobRequired : values.dob > today && text.dobInFuture,
        mobile_number:
          values.mobile_number.trim() === ''
            ? text.mobileRequired
            : mobileNumberMessage(checkMobileNumber(values.mobile_number, values.country_code), text),
        email: values.email.trim() === '' ? text.emailRequired : !isEmail(values.email.trim()) && text.emailInvalid,
        password:
          values.password === ''
            ? text.passwordRequired
            : !isRegistrationPassword(values.password) && text.passwordWeak,
      };
    }),
  });
  const password = form.watch('password');
  return (
    <div data-slot="registration-form" {...props}>
      <Form
        form={form}
        onSubmit={async (values) => {
          // Valid by now: sent in E.164, with the calling code the number has (it may name its own).
          const mobile = (await loadMobileNumbers()).checkMobileNumber(values.mobile_number, values.country_code);
          onSubmit({
            gender: Number(values.gender) as Gender,
            pronounce: values.pronounce.trim(),
            first_name: values.first_name.trim(),
            last_name: values.last_name.trim(),
            dob: values.dob,
            country_code: mobile.ok ? mobile.countryCode : values.country_code,
            mobile_number: mobile.ok ? mobile.number : values.mobile_number,
            email: values.email.trim(),
            password: values.password,
            role: 'jumper',
            user_name: '',
          });
        }}
      >
        {errorMessage && <Banner>{errorMessage}</Banner>}
        <FormField
          control={form.control}
          name="gender"
          render={({ field: { value, onChange, ref, name }, error }) => (
            <RadioGroup
              label={text.gender}
              required
              orientation="horizontal"
              options={[
                { value: '0', label: text.male },
                { value: '1', label: text.female },
              ]}
              name={name}
              ref={ref}
              value={value}
              onValueChange={onChange}
              error={error}
            />
          )}
        />
        <FormField
          control={form.control}
          name="pronounce"
          render={({ field, error }) => <TextField label={text.pronounce} required error={error} {...field} />}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="first_name"
            render={({ field, error }) => (
              <TextField label={text.firstName} autoComplete="given-name" required error={error} {...field} />
            )}
          />
          <FormField
            control={form.control}
            name="last_name"
            render={({ field, error }) => (
              <TextField label={text.lastName} autoComplete="family-name" required error={error} {...field} />
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="dob"
          render={({ field, error }) => (
            <DateField
              label={text.dob}
              autoComplete="bday"
              max={today}
              text={{ afterMax: text.dobInFuture }}
              required
              error={error}
              {...field}
            />
          )}
        />
        <FormField
          control={form.control}
          name="mobile_number"
          render={({ field, error }) => (
            <PhoneField
              label={text.mobileNumber}
              text={{ countryCode: text.countryCode }}
              countryCodes={countryCodes}
              countryCode={form.watch('country_code')}
              onCountryCodeChange={(code) => {
                form.setValue('country_code', code);
                // The number is read for the chosen country: its message follows the choice once shown.
                if (form.formState.isSubmitted) void form.trigger('mobile_number');
              }}
              required
              error={error}
              {...field}
            />
          )}
        />
        <FormField
          control={form.control}
          name="email"
          render={({ field, error }) => (
            <TextField label={text.email} type="email" autoComplete="email" required error={error} {...field} />
          )}
        />
        <PasswordFormField
          control={form.control}
          name="password"
          label={text.password}
          autoComplete="new-password"
          text={text}
        />
        <PasswordChecklist password={password} text={text.checklist} />
        <Button type="submit" loading={submitting}>
          {text.submit}
        </Button>
        <p className="text-center text-sm">
          {text.haveAccount}{' '}
          <a
            href={signInHref}
            onClick={onSignIn}
            className="focus-ring inline-flex min-h-target items-center font-semibold text-primary underline underline-offset-4"
          >
            {text.signIn}
          </a>
        </p>
      </Form>
    </div>
  );
}
