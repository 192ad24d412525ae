import { LanguageSkillItem, type AdminLanguage, type LanguageSkillPayload } from '@jumpers/ui';
import { LanguageSkillForm } from './lazy-forms';
import { useQuery } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { api } from '../../api/client';
import { messagesNow, useMessages, useUiText } from '../../i18n/messages';
import { adminLanguagesQuery, languageSkillsQuery } from '../../lib/jumper-queries';
import { useFailureToast } from '../../lib/use-failure-toast';
import { languageSkillFormTexts, profileItemsTexts, profileText } from './messages';
import { closeDelayMs, saveOutcome } from './profile-calls';
import { ProfileListSection } from './profile-list-section';
import { useProfileList, useSectionDialog } from './section-state';

/** A language skill as the profile shows it (ui's profile shape, not the apply flow's). */
type LanguageSkill = ComponentProps<typeof LanguageSkillItem>['item'];

/** The jumper's languages: added at a level, the level edited, removed. */
export function LanguageSection() {
  const text = useMessages(profileText);
  const itemsText = useUiText(profileItemsTexts);
  const formText = useUiText(languageSkillFormTexts);
  const list = useProfileList(languageSkillsQuery, (entry): LanguageSkill => ({
    ...entry,
    admin_language: entry.admin_language.language,
  }));
  const offeredLanguages = useQuery({
    ...adminLanguagesQuery,
    select: (languages) => languages.map((language): AdminLanguage => ({ id: language.id, name: language.language })),
  });
  useFailureToast(offeredLanguages, () => messagesNow(profileText).languages.loadFailed);
  const offered = offeredLanguages.data ?? [];
  const dialog = useSectionDialog<LanguageSkill>(closeDelayMs.other, list.reload);
  const editing = dialog.editing?.mode === 'edit' ? dialog.editing.item : undefined;
  const names: Partial<Record<string, string>> = text.languages.names;
  const nameOf = (language: string) => names[language] ?? language;

  const submit = (payload: LanguageSkillPayload) =>
    dialog.save(() => {
      const current = messagesNow(profileText);
      if (editing) {
        return saveOutcome(
          () =>
            api.PUT('/api/v1/jumper_profile/update', {
              body: { user: { language_skills_attributes: [{ id: editing.id, spoken_level: payload.spoken_level }] } },
            }),
          { success: current.languages.updated, failed: current.languages.updateFailed },
        );
      }
      // The form names the language as shown (German in German); the server gets its own name.
      const language = offered.find((candidate) => candidate.id === payload.admin_language_id)?.name;
      return saveOutcome(
        () =>
          api.POST('/api/v1/jumper_profile/add_language', {
            body: { jumper: { language_skills_attributes: [{ ...payload, language }] } },
          }),
        { success: current.languages.added, failed: current.languages.addFailed },
      );
    });

  const shown = (skill: LanguageSkill) => ({ ...skill, language: nameOf(skill.language) });

  return (
    <ProfileListSection
      title={text.sections.languageSkills}
      list={list}
      dialog={dialog}
      text={{ empty: text.empty.languageSkills }}
      getKey={(item) => item.id}
      getLabel={(item) => nameOf(item.language)}
      renderItem={(item) => <LanguageSkillItem item={shown(item)} text={itemsText} />}
      dialogTitles={{ add: text.dialogs.addLanguage, edit: text.dialogs.editLanguage }}
      remove={{
        call: (item) =>
          api.DELETE('/api/v1/jumper_profile/language_skills/{id}', { params: { path: { id: item.id } } }),
        texts: () => messagesNow(profileText).languages,
      }}
      renderForm={(item) => (
        <LanguageSkillForm
          key={item?.id ?? 'new'}
          languages={offered
            // A language is added once; its level is changed with its pencil.
            .filter((language) => item || !list.items.some((skill) => skill.admin_language_id === language.id))
            .map((language) => ({ id: language.id, name: nameOf(language.name) }))}
          languageSkill={item}
          onSubmit={(payload) => void submit(payload)}
          onCancel={dialog.close}
          submitting={dialog.submitting}
          text={formText}
        />
      )}
    />
  );
}
