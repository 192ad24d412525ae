import { useState, type ComponentProps } from 'react';
import type { Control } from 'react-hook-form';
import { Button } from '../button';
import type { ComboboxOption } from '../combobox';
import { DateField } from '../date-field';
import { Form, FormField, useForm } from '../form';
import { RadioFormField } from '../lib/choice-form-fields';
import { ComboboxFormField } from '../lib/combobox-form-field';
import { FormActions } from '../lib/form-actions';
import { CrossIcon, PencilIcon } from '../lib/icons';
import { todayIso } from '../lib/today-iso';
import { messagesResolver } from '../lib/messages-resolver';
import type { JumperLanguage, MaritalStatus, PersonalDetails } from '../lib/profile';
import { SelectFormField } from '../lib/select-form-field';
import { TextFormField } from '../lib/text-form-field';
import type { SelectOption } from '../select';
import { TextField } from '../text-field';
import type { Translations } from '../lib/translations';

export const personalDetailsFormText = {
  title: 'Title',
  titlePlaceholder: 'Select title',
  mr: 'Mr',
  mrs: 'Mrs',
  ms: 'Ms',
  pronounce: 'Pronounce',
  firstName: 'First name',
  lastName: 'Last name',
  edit: (field: string) => `Edit ${field.toLowerCase()}`,
  restore: (field: string) => `Restore ${field.toLowerCase()}`,
  dob: 'Date of birth',
  /** Under a date field when the date typed is later than today. */
  dateInFuture: 'Please choose an earlier date.',
  address: 'Address',
  plz: 'PLZ',
  city: 'City',
  state: 'Canton',
  country: 'Country',
  homeTown: 'Home town',
  residencePermit: 'Residence permit',
  nationality: 'Nationality',
  choose: 'Select',
  /** In the empty City and Home town fields, which narrow their list as the user types. */
  searchPlaceholder: 'Type to search',
  /** Under City or Home town when no town matches the text typed. */
  noMatches: 'No matches',
  /** Under the list of towns when it shows only the first of more matches. */
  moreMatches: (shown: number, total: number) =>
    `Showing ${shown} of ${total.toLocaleString('en-US')} towns. Type more to narrow the list.`,
  maritalStatus: 'Marital status',
  single: 'Single',
  married: 'Married',
  divorced: 'Divorced',
  maritalStatusSince: 'Marital status since',
  cohabitation: 'Living in cohabitation',
  yes: 'Yes',
  no: 'No',
  language: 'Language',
  english: 'English',
  german: 'German',
  spanish: 'Spanish',
  italian: 'Italian',
  submit: 'Save',
  cancel: 'Cancel',
  pronounceRequired: 'Pronounce is required',
  addressRequired: 'Address is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  maritalStatusRequired: 'Please select marital status',
  countryRequired: 'Please select country',
  cohabitationRequired: 'Please select living in cohabitation',
  residencePermitRequired: 'Please select residence permit',
  cityRequired: 'Please select city',
  titleRequired: 'Please select title',
  homeTownRequired: 'Please select home town',
  nationalityRequired: 'Please select nationality',
  languageRequired: 'Please select at least one language',
};
export type PersonalDetailsFormText = typeof personalDetailsFormText;

/** The personal details form's words in every language. */
export const personalDetailsFormTranslations: Translations<PersonalDetailsFormText> = {
  en: personalDetailsFormText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

const asOptions = (values: readonly string[]): SelectOption[] => values.map((value) => ({ value, label: value }));

/** The Swiss federal residence permits. */
export const defaultResidencePermits = asOptions(['L', 'B', 'C', 'Ci', 'G', 'F', 'N', 'S']);
export const defaultCities = asOptions([
  'Zürich',
  'Genève',
  'Basel',
  'Lausanne',
  'Bern',
  'Winterthur',
  'Luzern',
  'St. Gallen',
]);
export const defaultCountries = asOptions(['Switzerland', 'Germany', 'Austria', 'France', 'Italy', 'Liechtenstein']);
export const defaultNationalities = asOptions(['Swiss', 'German', 'Austrian', 'French', 'Italian', 'Portuguese']);

export type PersonalDetailsOptions = {
  /** The towns of City and Home town, searchable by typing: a long list (all Swiss towns) stays quick. */
  cities: readonly ComboboxOption[];
  homeTowns: readonly ComboboxOption[];
  countries: readonly SelectOption[];
  nationalities: readonly SelectOption[];
  residencePermits: readonly SelectOption[];
};

export type PersonalDetailsFormProps = Omit<ComponentProps<'div'>, 'onSubmit'> & {
  /** What is known already: saved details, or the user's names, date of birth (`DD-MM-YYYY`) and sex. */
  details: Partial<PersonalDetails> & Pick<PersonalDetails, 'jumper_first_name' | 'jumper_last_name'>;
  /** Called with every field of the personal details, sent as `jumper`. */
  onSubmit: (payload: PersonalDetails) => void;
  onCancel?: () => void;
  /** The choices of the drop-downs; defaults are short Swiss lists. */
  options?: Partial<PersonalDetailsOptions>;
  /** @defaultValue false */
  submitting?: boolean;
  /** Today as `YYYY-MM-DD`. @defaultValue the user's today */
  today?: string;
  text?: Partial<PersonalDetailsFormText>;
};

type PersonalDetailsValues = Omit<
  PersonalDetails,
  'jumper_title' | 'jumper_maratial_status' | 'jumper_language' | 'jumper_living_in_cohabilitation'
> & {
  jumper_title: string;
  jumper_maratial_status: string;
  jumper_language: string;
  jumper_living_in_cohabilitation: string;
};

/** `DD-MM-YYYY` (as the API keeps it) to `YYYY-MM-DD` (as a date input wants it), and back. */
const ddmmyyyyToIso = (value: string | undefined) => {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value ?? '');
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
};
const isoToDdmmyyyy = (value: string) => value.split('-').reverse().join('-');

/** The jumper's personal details; the names stay read-only until their pencil is pressed, and x restores them. */
export function PersonalDetailsForm({
  details,
  onSubmit,
  onCancel,
  options,
  submitting = false,
  today = todayIso(),
  text: textOverrides,
  ...props
}: PersonalDetailsFormProps) {
  const text = { ...personalDetailsFormText, ...textOverrides };
  const choices: PersonalDetailsOptions = {
    cities: defaultCities,
    homeTowns: defaultCities,
    countries: defaultCountries,
    nationalities: defaultNationalities,
    residencePermits: defaultResidencePermits,
    ...options,
  };
  const choice = (value: number | undefined) => (value === undefined ? '' : String(value));
  const form = useForm<PersonalDetailsValues>({
    defaultValues: {
      jumper_title: choice(details.jumper_title),
      jumper_pronounce: details.jumper_pronounce ?? '',
      jumper_first_name: details.jumper_first_name,
      jumper_last_name: details.jumper_last_name,
      jumper_dob: ddmmyyyyToIso(details.jumper_dob),
      jumper_sex: details.jumper_sex ?? '',
      jumper_address: details.jumper_address ?? '',
      jumper_city: details.jumper_city ?? '',
      jumper_plz: details.jumper_plz ?? '',
      jumper_country: details.jumper_country ?? '',
      jumper_home_town: details.jumper_home_town ?? '',
      jumper_residence_permit: details.jumper_residence_permit ?? '',
      jumper_nationality: details.jumper_nationality ?? '',
      jumper_maratial_status: choice(details.jumper_maratial_status),
      jumper_maratial_status_since: details.jumper_maratial_status_since ?? '',
      jumper_living_in_cohabilitation: details.jumper_living_in_cohabilitation ?? '',
      jumper_language: choice(details.jumper_language),
      jumper_state: details.jumper_state ?? '',
    },
    resolver: messagesResolver((values) => {
      const blank = (value: string) => value.trim() === '';
      return {
        jumper_title: blank(values.jumper_title) && text.titleRequired,
        jumper_pronounce: blank(values.jumper_pronounce) && text.pronounceRequired,
        jumper_first_name: blank(values.jumper_first_name) && text.firstNameRequired,
        jumper_last_name: blank(values.jumper_last_name) && text.lastNameRequired,
        jumper_address: blank(values.jumper_address) && text.addressRequired,
        jumper_city: blank(values.jumper_city) && text.cityRequired,
        jumper_country: blank(values.jumper_country) && text.countryRequired,
        jumper_home_town: blank(values.jumper_home_town) && text.homeTownRequired,
        jumper_residence_permit: blank(values.jumper_residence_permit) && text.residencePermitRequired,
        jumper_nationality: blank(values.jumper_nationality) && text.nationalityRequired,
        jumper_maratial_status: blank(values.jumper_maratial_status) && text.maritalStatusRequired,
        jumper_living_in_cohabilitation: blank(values.jumper_living_in_cohabilitation) && text.cohabitationRequired,
        jumper_language: blank(values.jumper_language) && text.languageRequired,
      };
    }),
  });
  const townField = (name: 'jumper_city' | 'jumper_home_town', label: string, list: readonly ComboboxOption[]) => (
    <ComboboxFormField
      control={form.control}
      name={name}
      label={label}
      placeholder={text.searchPlaceholder}
      options={list}
      text={{ noMatches: text.noMatches, moreMatches: text.moreMatches }}
      required
    />
  );
  const dropDown = (
    name: keyof PersonalDetailsValues & `jumper_${string}`,
    label: string,
    list: readonly SelectOption[],
  ) => (
    <SelectFormField
      control={form.control}
      name={name}
      label={label}
      placeholder={text.choose}
      options={list}
      required
    />
  );
  return (
    <div data-slot="personal-details-form" {...props}>
      <Form
        form={form}
        onSubmit={(values) =>
          onSubmit({
            ...values,
            jumper_title: Number(values.jumper_title) as PersonalDetails['jumper_title'],
            jumper_pronounce: values.jumper_pronounce.trim(),
            jumper_first_name: values.jumper_first_name.trim(),
            jumper_last_name: values.jumper_last_name.trim(),
            jumper_dob: values.jumper_dob ? isoToDdmmyyyy(values.jumper_dob) : '',
            jumper_address: values.jumper_address.trim(),
            jumper_plz: values.jumper_plz.trim(),
            jumper_state: values.jumper_state.trim(),
            jumper_maratial_status: Number(values.jumper_maratial_status) as MaritalStatus,
            jumper_living_in_cohabilitation:
              values.jumper_living_in_cohabilitation as PersonalDetails['jumper_living_in_cohabilitation'],
            jumper_language: Number(values.jumper_language) as JumperLanguage,
          })
        }
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectFormField
            control={form.control}
            name="jumper_title"
            label={text.title}
            placeholder={text.titlePlaceholder}
            required
            options={[
              { value: '0', label: text.mr },
              { value: '1', label: text.mrs },
              { value: '2', label: text.ms },
            ]}
          />
          <TextFormField control={form.control} name="jumper_pronounce" label={text.pronounce} required />
          <LockedNameField
            control={form.control}
            name="jumper_first_name"
            label={text.firstName}
            text={text}
            onRestore={() => form.resetField('jumper_first_name')}
            onEdit={() => form.setFocus('jumper_first_name')}
          />
          <LockedNameField
            control={form.control}
            name="jumper_last_name"
            label={text.lastName}
            text={text}
            onRestore={() => form.resetField('jumper_last_name')}
            onEdit={() => form.setFocus('jumper_last_name')}
          />
          <FormField
            control={form.control}
            name="jumper_dob"
            render={({ field, error }) => (
              <DateField label={text.dob} max={today} text={{ afterMax: text.dateInFuture }} error={error} {...field} />
            )}
          />
        </div>
        <TextFormField
          control={form.control}
          name="jumper_address"
          label={text.address}
          autoComplete="street-address"
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextFormField control={form.control} name="jumper_plz" label={text.plz} autoComplete="postal-code" />
          {townField('jumper_city', text.city, choices.cities)}
          <TextFormField control={form.control} name="jumper_state" label={text.state} />
          {dropDown('jumper_country', text.country, choices.countries)}
          {townField('jumper_home_town', text.homeTown, choices.homeTowns)}
          {dropDown('jumper_residence_permit', text.residencePermit, choices.residencePermits)}
          {dropDown('jumper_nationality', text.nationality, choices.nationalities)}
        </div>
        <RadioFormField
          control={form.control}
          name="jumper_maratial_status"
          label={text.maritalStatus}
          orientation="horizontal"
          required
          options={[
            { value: '0', label: text.single },
            { value: '1', label: text.married },
            { value: '2', label: text.divorced },
          ]}
        />
        <FormField
          control={form.control}
          name="jumper_maratial_status_since"
          render={({ field, error }) => (
            <DateField
              label={text.maritalStatusSince}
              max={today}
              text={{ afterMax: text.dateInFuture }}
              error={error}
              {...field}
            />
          )}
        />
        <RadioFormField
          control={form.control}
          name="jumper_living_in_cohabilitation"
          label={text.cohabitation}
          orientation="horizontal"
          required
          options={[
            { value: 'Yes', label: text.yes },
            { value: 'No', label: text.no },
          ]}
        />
        <RadioFormField
          control={form.control}
          name="jumper_language"
          label={text.language}
          orientation="horizontal"
          required
          options={[
            { value: '0', label: text.english },
            { value: '1', label: text.german },
            { value: '2', label: text.spanish },
            { value: '3', label: text.italian },
          ]}
        />
        <FormActions text={text} onCancel={onCancel} submitting={submitting} />
      </Form>
    </div>
  );
}

function LockedNameField({
  control,
  name,
  label,
  text,
  onRestore,
  onEdit,
}: {
  control: Control<PersonalDetailsValues>;
  name: 'jumper_first_name' | 'jumper_last_name';
  label: string;
  text: PersonalDetailsFormText;
  onRestore: () => void;
  /** Moves focus into the field that has just become editable. */
  onEdit: () => void;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, error }) => (
        <div className="flex items-start gap-1">
          <TextField label={label} required readOnly={!editing} error={error} className="flex-1" {...field} />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="mt-7"
            aria-label={editing ? text.restore(label) : text.edit(label)}
            onClick={() => {
              if (editing) onRestore();
              setEditing(!editing);
              if (!editing) onEdit();
            }}
          >
            {editing ? <CrossIcon /> : <PencilIcon />}
          </Button>
        </div>
      )}
    />
  );
}
