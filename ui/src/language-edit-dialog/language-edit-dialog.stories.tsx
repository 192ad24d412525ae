import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import type { LanguageSkill } from '../lib/jobs';
import { languageSkills } from '../story-support/fixtures';
import { inLanguage } from '../story-support/languages';
import { expectAllWhollyVisible } from '../story-support/layout';
import {
  LanguageEditDialog,
  languageEditDialogTranslations,
  type LanguageEditDialogProps,
} from './language-edit-dialog';

const germanSkill = languageSkills[1]!;

/** A language list entry whose pencil opens the dialog with that skill preselected. */
function EditableLanguage(props: LanguageEditDialogProps) {
  const [editing, setEditing] = useState<LanguageSkill | null>(props.skill);
  const [saved, setSaved] = useState(germanSkill);
  return (
    <>
      <p>
        {saved.language}: {saved.spoken_level}
      </p>
      <Button variant="outline" onClick={() => setEditing(saved)}>
        Edit {saved.language}
      </Button>
      <LanguageEditDialog
        {...props}
        skill={editing}
        onClose={() => {
          props.onClose();
          setEditing(null);
        }}
        onSave={async (skill) => {
          await props.onSave(skill);
          setSaved(skill);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Patterns/Apply/LanguageEditDialog',
  component: LanguageEditDialog,
  render: (args) => <EditableLanguage {...args} />,
  args: { skill: germanSkill, onClose: fn(), onSave: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** changing the level of one language skill while applying.\n\n**When not to:** adding languages to the profile (use LanguageSkillForm).\n\n**States shown below:** preselected skill, cancel keeps level, pointer on slider, German, French and Italian narrow, French and Italian wide.',
      },
    },
    translations: languageEditDialogTranslations,
  },
} satisfies Meta<typeof LanguageEditDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PreselectedSkill: Story = {
  play: async ({ args, canvas }) => {
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Language' }));
    const slider = dialog.getByRole('slider', { name: 'German' });
    await expect(slider).toHaveAttribute('aria-valuenow', '50');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Intermediate');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Advanced');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...germanSkill, spoken_level: 'advanced' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('German: advanced')).toBeVisible();
  },
};

export const CancelKeepsLevel: Story = {
  play: async ({ args, canvas }) => {
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Language' }));
    dialog.getByRole('slider', { name: 'German' }).focus();
    await userEvent.keyboard('{End}');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByText('German: intermediate')).toBeVisible();
    // Opened again, it starts from the saved level, not the abandoned one.
    await userEvent.click(canvas.getByRole('button', { name: 'Edit German' }));
    await expect(await screen.findByRole('slider', { name: 'German' })).toHaveAttribute(
      'aria-valuetext',
      'Intermediate',
    );
  },
};

export const PointerOnSlider: Story = {
  play: async () => {
    const slider = screen.getByRole('slider', { name: 'German' });
    const track = slider.closest('[data-slot="slider"]')!;
    const box = track.getBoundingClientRect();
    // A click at the right end of the track picks the last stop.
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: track,
      coords: { clientX: box.right - 1, clientY: box.top + box.height / 2 },
    });
    await expect(slider).toHaveAttribute('aria-valuetext', 'Native');
  },
};

/**
 * The dialog in a language, for German as that language names it: every level under the slider wholly visible, the
 * longest too.
 */
function levelsIn(
  german: string,
  words: { title: string; levels: [string, string, string, string]; save: string; cancel: string },
): Story {
  return {
    args: { skill: { ...germanSkill, language: german } },
    play: async () => {
      const dialog = within(screen.getByRole('dialog', { name: words.title }));
      await expect(dialog.getByRole('slider', { name: german })).toHaveAttribute('aria-valuetext', words.levels[1]);
      await expect(dialog.getByRole('button', { name: words.save })).toBeVisible();
      await expect(dialog.getByRole('button', { name: words.cancel })).toBeVisible();
      // Regression: 'Muttersprache' was cut off at the dialog's edge.
      await expectAllWhollyVisible(words.levels.map((name) => dialog.getByRole('button', { name })));
    },
  };
}

export const GermanNarrow: Story = {
  ...levelsIn('Deutsch', {
    title: 'Sprache bearbeiten',
    levels: ['Anfänger', 'Mittelstufe', 'Fortgeschritten', 'Muttersprache'],
    save: 'Speichern',
    cancel: 'Abbrechen',
  }),
  ...inLanguage('de', 'narrow'),
};

export const FrenchNarrow: Story = {
  ...levelsIn('Allemand', {
    title: 'Modifier la langue',
    levels: ['Débutant', 'Intermédiaire', 'Avancé', 'Langue maternelle'],
    save: 'Enregistrer',
    cancel: 'Annuler',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...levelsIn('Tedesco', {
    title: 'Modifica lingua',
    levels: ['Principiante', 'Intermedio', 'Avanzato', 'Madrelingua'],
    save: 'Salva',
    cancel: 'Annulla',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
