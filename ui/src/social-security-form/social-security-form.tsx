import { useEffect, useMemo, type ComponentProps } from 'react';
import { Form, FormField, useForm } from '../form';
import { CheckboxFormField, RadioFormField } from '../lib/choice-form-fields';
import { FormActions } from '../lib/form-actions';
import { isAhvNumber } from '@jumpers/rules/ahv-number';
import { messagesResolver } from '../lib/messages-resolver';
import type { MaritalStatus, SocialSecurityDetails } from '../lib/profile';
import { TextFormField } from '../lib/text-form-field';
import { loadNamedExport, type Translations } from '../lib/translations';
import { StepperInput } from '../stepper-input';

export const socialSecurityFormText = {
  ahvNumber: 'AHV number (OASI)',
  ahvHint: 'e.g. 756.1234.5678.97',
  maritalStatus: 'Marital status',
  single: 'Single',
  married: 'Married',
  divorced: 'Divorced',
  bvgContribution: 'I opt in to BVG (second pillar) contributions; my employer matches them',
  childMaintenance: 'I am responsible for child maintenance (children under 18, or in education and under 25)',
  unemploymentBenefits: 'I receive unemployment benefits (I hand in a monthly interim-earnings report)',
  pension: 'Pension status',
  noPension: 'Neither retired nor disabled',
  retired: 'Retired or early retirement (AHV contributions only above 1400 CHF per month)',
  disabilityPension: 'Disability pension',
  degreeOfDisability: 'Degree of disability (%)',
  decrease: 'Decrease',
  increase: 'Increase',
  bvgPillar: 'BVG pillar',
  contractOverThreeMonths: 'Contract longer than three months',
  employmentOver13Weeks: 'Employment longer than 13 weeks',
  responsibleForChildMaintenance: 'Responsible for child maintenance',
  submit: 'Save',
  cancel: 'Cancel',
  ahvRequired: 'AHV Number is required',
  maritalStatusRequired: 'Please select marital status',
  bvgPillarRequired: 'Please select a BVG Pillar option',
  pensionRequired: 'Please select pension status',
  disabilityRequired: 'Disability value is required.',
  /** The server's words for the same rule, so that the browser's check and the server's read alike. */
  ahvInvalid: 'AHV Number must be 756.XXXX.XXXX.XX with a valid check digit.',
};
export type SocialSecurityFormText = typeof socialSecurityFormText;

/** The wording of the same form where the profile sections ask for it: messages of their own, kept as they were. */
export const socialSecurityProfileSectionText: Partial<SocialSecurityFormText> = {
  ahvRequired: 'AHV Number is required.',
  maritalStatusRequired: 'Marital Status is required.',
  bvgPillarRequired: 'BVG pillar is required.',
  pensionRequired: 'Pension is required.',
};

const locales = {
  de: () => import('./locales/de'),
  fr: () => import('./locales/fr'),
  it: () => import('./locales/it'),
};

/** The form's words in every language. */
export const socialSecurityFormTranslations: Translations<SocialSecurityFormText> = {
  en: socialSecurityFormText,
  load: locales,
};

/** The profile sections' wording in every language: each language's module holds it beside the form's words. */
export const socialSecurityProfileSectionTranslations: Translations<Partial<SocialSecurityFormText>> = {
  en: socialSecurityProfileSectionText,
  load: loadNamedExport(locales, 'profileSection'),
};

export type SocialSecurityFormProps = Omit<ComponentProps<'div'>, 'onSubmit'> & {
  /** The saved details, to edit them. */
  details?: SocialSecurityDetails | null;
  /** Called with the details, sent as `jumper`. */
  onSubmit: (payload: SocialSecurityDetails) => void;
  onCancel?: () => void;
  /**
   * The server's refusal of the AHV number (its field code worded by the app), shown under that field, which takes
   * the focus; the next edit of the field takes it away.
   */
  ahvNumberError?: string;
  /** @defaultValue false */
  submitting?: boolean;
  text?: Partial<SocialSecurityFormText>;
};

type SocialSecurityValues = {
  oasi_ahv_number: string;
  marital_status: string;
  bvg_contribution: boolean;
  is_responsible_for_child_maintenance: boolean;
  receive_unemployment_benefits: boolean;
  is_pension: string;
  degree_of_disability: number;
  bvg_contribution_pillar: string;
};

const optionalChoice = (value: number | undefined) => (value === undefined ? '' : String(value));

/** AHV number, marital status, BVG, child maintenance, unemployment benefits and pension (with degree of disability). */
export function SocialSecurityForm({
  details,
  onSubmit,
  onCancel,
  ahvNumberError,
  submitting = false,
  text: textOverrides,
  ...props
}: SocialSecurityFormProps) {
  const text = { ...socialSecurityFormText, ...textOverrides };
  // One object per refusal: react-hook-form sets the errors it is given again whenever the object changes.
  const serverErrors = useMemo(
    () => (ahvNumberError ? { oasi_ahv_number: { type: 'server', message: ahvNumberError } } : undefined),
    [ahvNumberError],
  );
  const form = useForm<SocialSecurityValues>({
    defaultValues: {
      oasi_ahv_number: details?.oasi_ahv_number ?? '',
      marital_status: optionalChoice(details?.marital_status),
      bvg_contribution: details?.bvg_contribution ?? false,
      is_responsible_for_child_maintenance: details?.is_responsible_for_child_maintenance ?? false,
      receive_unemployment_benefits: details?.receive_unemployment_benefits ?? false,
      is_pension: optionalChoice(details?.is_pension),
      degree_of_disability: details?.degree_of_disability ?? 0,
      bvg_contribution_pillar: optionalChoice(details?.bvg_contribution_pillar),
    },
    errors: serverErrors,
    resolver: messagesResolver((values) => ({
      oasi_ahv_number:
        values.oasi_ahv_number.trim() === ''
          ? text.ahvRequired
          : !isAhvNumber(values.oasi_ahv_number.trim()) && text.ahvInvalid,
      marital_status: values.marital_status === '' && text.maritalStatusRequired,
      bvg_contribution_pillar: values.bvg_contribution_pillar === '' && text.bvgPillarRequired,
      is_pension: values.is_pension === '' && text.pensionRequired,
      // A disability pension without a degree of disability says nothing; 0 counts as not given.
      degree_of_disability: values.is_pension === '2' && values.degree_of_disability === 0 && text.disabilityRequired,
    })),
  });
  const { setFocus } = form;
  useEffect(() => {
    // As after a submit the browser refused: the field at fault has the focus, its message read with it.
    if (ahvNumberError) setFocus('oasi_ahv_number');
  }, [ahvNumberError, setFocus]);
  const onDisabilityPension = form.watch('is_pension') === '2';
  return (
    <div data-slot="social-security-form" {...props}>
      <Form
        form={form}
        onSubmit={(values) =>
          onSubmit({
            oasi_ahv_number: values.oasi_ahv_number.trim(),
            marital_status: Number(values.marital_status) as MaritalStatus,
            bvg_contribution: values.bvg_contribution,
            is_responsible_for_child_maintenance: values.is_responsible_for_child_maintenance,
            receive_unemployment_benefits: values.receive_unemployment_benefits,
            is_pension: Number(values.is_pension) as SocialSecurityDetails['is_pension'],
            degree_of_disability: values.is_pension === '2' ? values.degree_of_disability : null,
            bvg_contribution_pillar: Number(
              values.bvg_contribution_pillar,
            ) as SocialSecurityDetails['bvg_contribution_pillar'],
          })
        }
      >
        <TextFormField
          control={form.control}
          name="oasi_ahv_number"
          label={text.ahvNumber}
          hint={text.ahvHint}
          required
        />
        <RadioFormField
          control={form.control}
          name="marital_status"
          label={text.maritalStatus}
          orientation="horizontal"
          required
          options={[
            { value: '0', label: text.single },
            { value: '1', label: text.married },
            { value: '2', label: text.divorced },
          ]}
        />
        <CheckboxFormField control={form.control} name="bvg_contribution" label={text.bvgContribution} />
        <CheckboxFormField
          control={form.control}
          name="is_responsible_for_child_maintenance"
          label={text.childMaintenance}
        />
        <CheckboxFormField
          control={form.control}
          name="receive_unemployment_benefits"
          label={text.unemploymentBenefits}
        />
        <RadioFormField
          control={form.control}
          name="bvg_contribution_pillar"
          label={text.bvgPillar}
          required
          options={[
            { value: '0', label: text.contractOverThreeMonths },
            { value: '1', label: text.employmentOver13Weeks },
            { value: '2', label: text.responsibleForChildMaintenance },
          ]}
        />
        <RadioFormField
          control={form.control}
          name="is_pension"
          label={text.pension}
          required
          options={[
            { value: '0', label: text.noPension },
            { value: '1', label: text.retired },
            { value: '2', label: text.disabilityPension },
          ]}
        />
        {onDisabilityPension && (
          <FormField
            control={form.control}
            name="degree_of_disability"
            render={({ field: { value, onChange, ...field }, error }) => (
              <StepperInput
                label={text.degreeOfDisability}
                min={0}
                max={100}
                step={1}
                required
                text={{ decrement: text.decrease, increment: text.increase }}
                error={error}
                value={value}
                onValueChange={onChange}
                {...field}
              />
            )}
          />
        )}
        <FormActions text={text} onCancel={onCancel} submitting={submitting} />
      </Form>
    </div>
  );
}
