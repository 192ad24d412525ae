import type { Skill } from '@jumpers/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { messagesNow } from '../../i18n/messages';
import { useLanguage } from '../../i18n/language';
import { useFailureToast } from '../../lib/use-failure-toast';
import { profileText } from './messages';
import { skillsQuery } from './profile-queries';

const noSkills: readonly Skill[] = [];

/** The skills, named and ordered in the user's language. */
function useSkills(): readonly Skill[] {
  const language = useLanguage();
  const skills = useQuery({
    ...skillsQuery,
    select: (list) =>
      list
        .map((skill) => ({ ...skill, skill_name: skill.names[language] }))
        .sort((a, b) => a.skill_name.localeCompare(b.skill_name, language)),
  });
  return skills.data ?? noSkills;
}

/**
 * Gives a section's form the skills, read and ordered when the form opens: ordering them by the language's
 * collation makes the browser load its collation data (20–40 ms on a laptop, four times that on a phone), which the
 * profile page's first render need not wait for.
 */
export function WithSkills({ children }: { children: (skills: readonly Skill[]) => ReactNode }) {
  return children(useSkills());
}

/** Loads the skills with the page, and says once if they could not be loaded; shows nothing itself. */
export function SkillsLoad() {
  const skills = useQuery(skillsQuery);
  useFailureToast(skills, () => messagesNow(profileText).skillsFailed);
  return null;
}
