import { useState } from 'react';
import { usePendingAction } from '../lib/use-pending-action';
import { Button } from '../button';
import { Dialog, DialogClose } from '../dialog';
import { spokenLevelNames, type LanguageSkill, type SpokenLevel } from '../lib/jobs';
import { LanguageLevelSlider } from '../slider';
import type { Translations } from '../lib/translations';

export interface LanguageEditDialogText {
  levelNames: Record<SpokenLevel, string>;
  title: string;
  save: string;
  cancel: string;
  close: string;
}

export const languageEditDialogText: LanguageEditDialogText = {
  levelNames: spokenLevelNames,
  title: 'Edit Language',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
};

/** The language edit dialog's words in every language. */
export const languageEditDialogTranslations: Translations<LanguageEditDialogText> = {
  en: languageEditDialogText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

export type LanguageEditDialogProps = {
  /** The language skill being edited; the dialog is open while there is one. */
  skill: LanguageSkill | null;
  /** Called when the dialog should close: after a save, or by Cancel, the cross or Escape. */
  onClose: () => void;
  /** Saves the skill with its new level; when the promise resolves, `onClose` follows. */
  onSave: (skill: LanguageSkill) => unknown;
  text?: Partial<LanguageEditDialogText>;
};

/** Changes the level of one language the jumper speaks. */
export function LanguageEditDialog({ skill, onClose, onSave, text: textOverrides }: LanguageEditDialogProps) {
  const text = { ...languageEditDialogText, ...textOverrides };
  return (
    <Dialog
      open={skill !== null}
      onOpenChange={(open) => !open && onClose()}
      title={text.title}
      text={{ close: text.close }}
      size="sm"
    >
      {/* Keyed by the skill, so each opening starts from the saved level. */}
      {skill && (
        <LevelForm
          key={skill.id ?? skill.admin_language_id}
          skill={skill}
          text={text}
          onSave={onSave}
          onSaved={onClose}
        />
      )}
    </Dialog>
  );
}

function LevelForm({
  skill,
  text,
  onSave,
  onSaved,
}: {
  skill: LanguageSkill;
  text: LanguageEditDialogText;
  onSave: (skill: LanguageSkill) => unknown;
  onSaved: () => void;
}) {
  const [level, setLevel] = useState(skill.spoken_level);
  const { pending, run } = usePendingAction();
  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => onSave({ ...skill, spoken_level: level }), onSaved);
      }}
    >
      <LanguageLevelSlider
        label={skill.language}
        value={level}
        onValueChange={setLevel}
        text={{ levels: text.levelNames }}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose>
          <Button type="button" variant="outline">
            {text.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" loading={pending}>
          {text.save}
        </Button>
      </div>
    </form>
  );
}
