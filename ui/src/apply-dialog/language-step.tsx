import { useId, useRef, useState } from 'react';
import { Banner } from '../banner';
import { Button } from '../button';
import { CrossIcon } from '../lib/icons';
import {
  germanRequirementLabels,
  germanRequirementText,
  type AvailableLanguage,
  type GermanLevel,
  type GermanRequirementLabels,
  type LanguageSkill,
} from '../lib/jobs';
import { TextField } from '../text-field';
import { LanguageLevelSlider } from '../slider';

export interface LanguageStepText extends GermanRequirementLabels {
  languagesIntro: string;
  searchLanguages: string;
  addLanguage: (language: string) => string;
  removeLanguage: (language: string) => string;
  emptyLanguageName: string;
  noLanguageFound: string;
  noLanguages: string;
  noLanguageData: string;
  continue: string;
}

export const languageStepText: LanguageStepText = {
  ...germanRequirementLabels,
  languagesIntro: 'Which languages do you speak, and how well?',
  searchLanguages: 'Search languages',
  addLanguage: (language) => `Add ${language}`,
  removeLanguage: (language) => `Remove ${language}`,
  emptyLanguageName: 'Language name cannot be empty!',
  noLanguageFound: 'No language matches your search.',
  noLanguages: 'No languages added yet.',
  noLanguageData: 'No language data to submit.',
  continue: 'Continue',
};

function matches(language: AvailableLanguage, query: string) {
  return language.name.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase());
}

/** Step 3: the jumper's languages with a level each; new ones are found by search and start at beginner. */
export function LanguageStep({
  text,
  pending,
  germanRequirement,
  availableLanguages,
  skills,
  onSkillsChange,
  onSubmit,
}: {
  text: LanguageStepText;
  pending: boolean;
  germanRequirement?: GermanLevel;
  availableLanguages: AvailableLanguage[];
  /** The languages as edited so far, kept by the dialog while the step is away. */
  skills: LanguageSkill[];
  onSkillsChange: (skills: LanguageSkill[]) => void;
  onSubmit: (skills: LanguageSkill[]) => void;
}) {
  const [query, setQuery] = useState('');
  const [searchError, setSearchError] = useState<string>();
  const [submitError, setSubmitError] = useState<string>();
  const resultsId = useId();
  const searchField = useRef<HTMLInputElement>(null);
  const addable = availableLanguages.filter(
    (language) => !skills.some((skill) => skill.admin_language_id === language.id),
  );
  const results = query.trim() ? addable.filter((language) => matches(language, query)) : addable;
  const requirement = germanRequirementText(germanRequirement, text);

  function add(language: AvailableLanguage) {
    onSkillsChange([
      ...skills,
      {
        admin_language_id: language.id,
        admin_language: language.name,
        language: language.name,
        spoken_level: 'beginner',
      },
    ]);
    setQuery('');
    setSearchError(undefined);
    setSubmitError(undefined);
    // The pressed button leaves the list: focus goes back to the search instead of being lost.
    searchField.current?.focus();
  }

  return (
    <div className="flex flex-col gap-4">
      {requirement && <Banner variant="info">{requirement}</Banner>}
      <p>{text.languagesIntro}</p>

      <form
        role="search"
        noValidate
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!query.trim()) setSearchError(text.emptyLanguageName);
          else if (results[0]) add(results[0]);
          else setSearchError(text.noLanguageFound);
        }}
      >
        <TextField
          ref={searchField}
          type="search"
          label={text.searchLanguages}
          value={query}
          error={searchError}
          aria-controls={resultsId}
          onChange={(event) => {
            setQuery(event.target.value);
            setSearchError(undefined);
          }}
        />
        <ul id={resultsId} className="flex flex-wrap gap-2" aria-label={text.searchLanguages}>
          {results.map((language) => (
            <li key={language.id}>
              <Button type="button" variant="outline" size="sm" onClick={() => add(language)}>
                {text.addLanguage(language.name)}
              </Button>
            </li>
          ))}
        </ul>
      </form>

      {skills.length === 0 ? (
        <p className="text-muted-foreground">{text.noLanguages}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {skills.map((skill) => (
            <li key={skill.admin_language_id} className="flex flex-col gap-1">
              <LanguageLevelSlider
                label={skill.language}
                value={skill.spoken_level}
                text={{ levels: text.levelNames }}
                onValueChange={(spoken_level) =>
                  onSkillsChange(
                    skills.map((entry) =>
                      entry.admin_language_id === skill.admin_language_id ? { ...entry, spoken_level } : entry,
                    ),
                  )
                }
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="self-end"
                onClick={() =>
                  onSkillsChange(skills.filter((entry) => entry.admin_language_id !== skill.admin_language_id))
                }
              >
                <CrossIcon />
                {text.removeLanguage(skill.language)}
              </Button>
            </li>
          ))}
        </ul>
      )}

      {submitError && <Banner>{submitError}</Banner>}
      <Button
        className="self-end"
        loading={pending}
        onClick={() => {
          if (skills.length === 0) setSubmitError(text.noLanguageData);
          else onSubmit(skills);
        }}
      >
        {text.continue}
      </Button>
    </div>
  );
}
