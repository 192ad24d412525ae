import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Button } from '../button';
import { Form, FormField, useForm } from '../form';
import { PencilIcon } from '../lib/icons';
import { messagesResolver } from '../lib/messages-resolver';
import { loadMobileNumbers } from '../lib/mobile-number-loader';
import { mobileNumberMessage } from '../lib/mobile-number';
import type { Translations } from '../lib/translations';
import { TextField } from '../text-field';

export const mobileNumberFormText = {
  mobileNumber: 'Mobile number',
  edit: 'Edit mobile number',
  save: 'Save',
  mobileInvalid: 'Please enter a valid mobile number.',
  mobileLength: 'Mobile number must be between 10 and 15 digits.',
};
export type MobileNumberFormText = typeof mobileNumberFormText;

/** The mobile number form's words in every language. */
export const mobileNumberFormTranslations: Translations<MobileNumberFormText> = {
  en: mobileNumberFormText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

export type MobileNumberFormProps = Omit<ComponentProps<'div'>, 'onSubmit'> & {
  /**
   * The saved number as people read it, `+41 79 123 45 67` (the API's `mobile_number_display`). The rules that
   * check a number load only when the user saves one.
   */
  mobileNumber: string;
  /**
   * The account's calling code: a number typed without one is of this country.
   * @defaultValue '+41'
   */
  countryCode?: string | null;
  /**
   * Called with the new number in E.164; edit mode ends when it returns (or its promise resolves), and stays if it
   * rejects.
   */
  onSave: (payload: { mobile_number: string }) => void | Promise<unknown>;
  text?: Partial<MobileNumberFormText>;
};

/** The account's mobile number: read-only until the pencil, then validated and saved with Save. */
export function MobileNumberForm({
  mobileNumber,
  countryCode = '+41',
  onSave,
  text: textOverrides,
  ...props
}: MobileNumberFormProps) {
  const text = { ...mobileNumberFormText, ...textOverrides };
  const [editing, setEditing] = useState(false);
  const pencil = useRef<HTMLButtonElement>(null);
  // After a save the Save button is gone: focus goes back to the pencil, not to the page's start.
  const saved = useRef(false);
  useEffect(() => {
    if (!editing && saved.current) {
      saved.current = false;
      pencil.current?.focus();
    }
  }, [editing]);
  const form = useForm<{ mobile_number: string }>({
    // A new saved number replaces the field's; what the user has typed meanwhile stays.
    values: { mobile_number: mobileNumber },
    resetOptions: { keepDirtyValues: true },
    resolver: messagesResolver(async ({ mobile_number }) => {
      const { checkMobileNumber } = await loadMobileNumbers();
      return { mobile_number: mobileNumberMessage(checkMobileNumber(mobile_number, countryCode), text) };
    }),
  });
  return (
    <div data-slot="mobile-number-form" {...props}>
      <Form
        form={form}
        onSubmit={async ({ mobile_number }) => {
          try {
            const mobile = (await loadMobileNumbers()).checkMobileNumber(mobile_number, countryCode);
            await onSave({ mobile_number: mobile.ok ? mobile.number : mobile_number });
            saved.current = true;
            setEditing(false);
          } catch {
            // The app reports the failure; the number stays editable so the user can try again.
          }
        }}
        className="flex-row flex-wrap items-start gap-2"
      >
        <FormField
          control={form.control}
          name="mobile_number"
          render={({ field, error }) => (
            <TextField
              label={text.mobileNumber}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              readOnly={!editing}
              error={error}
              className="min-w-48 flex-1"
              {...field}
            />
          )}
        />
        <div className="flex pt-7">
          {/* Keys keep React from turning the pressed pencil into the submit button: the browser would then
              submit the form with the click that only meant to start editing. */}
          {editing ? (
            <Button key="save" type="submit" loading={form.formState.isSubmitting}>
              {text.save}
            </Button>
          ) : (
            <Button
              key="edit"
              ref={pencil}
              type="button"
              variant="ghost"
              size="icon"
              aria-label={text.edit}
              onClick={() => {
                setEditing(true);
                form.setFocus('mobile_number');
              }}
            >
              <PencilIcon />
            </Button>
          )}
        </div>
      </Form>
    </div>
  );
}
