import type { Language } from '../i18n/language';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GermanRequirementLabels, SpokenLevel } from '@jumpers/ui';
import { messageCatalog, useMessages, type MessageWith } from '../i18n/messages';

const loadJobMessages = (language: Language) => import(`./locales/jobs/${language}.po`);

/** How a job's German requirement is said in the job's detail (explore). */
export const germanRequirementText = messageCatalog(loadJobMessages, {
  levelNames: {
    beginner: msg`Beginner`,
    intermediate: msg`Intermediate`,
    advanced: msg`Advanced`,
    native: msg`Native`,
  } satisfies Record<SpokenLevel, MessageDescriptor>,
  // The level (`beginner`, …) chooses the English article: 'an Intermediate level', 'a Beginner level'.
  germanRequirement: msg({
    message:
      '{level, select, intermediate {This job requires an {levelName} level of German} advanced {This job requires an {levelName} level of German} other {This job requires a {levelName} level of German}}',
  }) as MessageWith<{ level: string; levelName: string }>,
  noGermanRequired: msg`No German required`,
});

/** The German requirement's labels in the current language, as the job detail takes them. */
export function useGermanRequirementLabels(): GermanRequirementLabels {
  const { levelNames, germanRequirement, noGermanRequired } = useMessages(germanRequirementText);
  return {
    levelNames,
    // The sentence is given the level's name; its level is found back among the names it was given.
    germanRequirement: (levelName) => {
      const level = Object.entries(levelNames).find(([, name]) => name === levelName)?.[0] ?? 'other';
      return germanRequirement({ level, levelName });
    },
    noGermanRequired,
  };
}
