import type { ComponentProps } from 'react';
import { Form, useForm } from '../form';
import { RadioFormField } from '../lib/choice-form-fields';
import { FormActions } from '../lib/form-actions';
import { messagesResolver } from '../lib/messages-resolver';
import type { LanguageSkill, SpokenLevel } from '../lib/profile';
import { SelectFormField } from '../lib/select-form-field';
import { languageSkillFormText, type LanguageSkillFormText } from './language-skill-form-text';

/** A language the server offers (`admin_language`). */
export type AdminLanguage = { id: number; name: string };

export type LanguageSkillPayload = Pick<LanguageSkill, 'admin_language_id' | 'language' | 'spoken_level'>;

export type LanguageSkillFormProps = Omit<ComponentProps<'div'>, 'onSubmit'> & {
  /** The languages to choose from. */
  languages: readonly AdminLanguage[];
  /** The skill to edit; without it a new language is added, at beginner level. */
  languageSkill?: LanguageSkill;
  /** Called with one entry of `language_skills_attributes`. */
  onSubmit: (payload: LanguageSkillPayload) => void;
  onCancel?: () => void;
  /** @defaultValue false */
  submitting?: boolean;
  text?: Partial<LanguageSkillFormText>;
};

const spokenLevels: SpokenLevel[] = ['beginner', 'intermediate', 'advanced', 'native'];

/** Adds or edits a language skill: the language and how well it is spoken. */
export function LanguageSkillForm({
  languages,
  languageSkill,
  onSubmit,
  onCancel,
  submitting = false,
  text: textOverrides,
  ...props
}: LanguageSkillFormProps) {
  const text = { ...languageSkillFormText, ...textOverrides };
  const form = useForm<{ admin_language_id: string; spoken_level: SpokenLevel }>({
    defaultValues: {
      admin_language_id: languageSkill ? String(languageSkill.admin_language_id) : '',
      spoken_level: languageSkill?.spoken_level ?? 'beginner',
    },
    resolver: messagesResolver(({ admin_language_id }) => ({
      admin_language_id: admin_language_id === '' && text.languageRequired,
    })),
  });
  return (
    <div data-slot="language-skill-form" {...props}>
      <Form
        form={form}
        onSubmit={({ admin_language_id, spoken_level }) => {
          const language = languages.find((candidate) => String(candidate.id) === admin_language_id);
          if (language) onSubmit({ admin_language_id: language.id, language: language.name, spoken_level });
        }}
      >
        <SelectFormField
          control={form.control}
          name="admin_language_id"
          label={text.language}
          placeholder={text.languagePlaceholder}
          required
          disabled={languageSkill !== undefined}
          options={languages.map((language) => ({ value: String(language.id), label: language.name }))}
        />
        <RadioFormField
          control={form.control}
          name="spoken_level"
          label={text.spokenLevel}
          orientation="horizontal"
          options={spokenLevels.map((level) => ({ value: level, label: text[level] }))}
        />
        <FormActions text={text} onCancel={onCancel} submitting={submitting} />
      </Form>
    </div>
  );
}
