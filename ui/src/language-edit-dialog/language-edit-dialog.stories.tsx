import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import type { LanguageSkill } from '../lib/jobs';
import { languageSkills, narrow } from '../story-support/fixtures';
import { expectAllWhollyVisible } from '../story-support/layout';
import { LanguageEditDialog, type LanguageEditDialogProps } from './language-edit-dialog';

const german = languageSkills[1]!;

/** A language list entry whose pencil opens the dialog with that skill preselected. */
function EditableLanguage(props: LanguageEditDialogProps) {
  const [editing, setEditing] = useState<LanguageSkill | null>(props.skill);
  const [saved, setSaved] = useState(german);
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
  args: { skill: german, onClose: fn(), onSave: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** changing the level of one language skill while applying.\n\n**When not to:** adding languages to the profile (use LanguageSkillForm).\n\n**States shown below:** preselected skill, cancel keeps level, pointer on slider, German narrow.',
      },
    },
    languages: { de: () => GermanNarrow.args },
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
    await expect(args.onSave).toHaveBeenCalledWith({ ...german, spoken_level: 'advanced' });
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

export const GermanNarrow: Story = {
  ...narrow,
  args: {
    skill: { ...german, language: 'Deutsch' },
    text: {
      title: 'Sprache bearbeiten',
      save: 'Speichern',
      cancel: 'Abbrechen',
      close: 'Schliessen',
      levelNames: {
        beginner: 'Anfänger',
        intermediate: 'Mittelstufe',
        advanced: 'Fortgeschritten',
        native: 'Muttersprache',
      },
    },
  },
  play: async () => {
    const dialog = within(screen.getByRole('dialog', { name: 'Sprache bearbeiten' }));
    await expect(dialog.getByRole('slider', { name: 'Deutsch' })).toHaveAttribute('aria-valuetext', 'Mittelstufe');
    await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeVisible();
    // Regression: 'Muttersprache' was cut off at the dialog's edge.
    await expectAllWhollyVisible(
      ['Anfänger', 'Mittelstufe', 'Fortgeschritten', 'Muttersprache'].map((name) =>
        dialog.getByRole('button', { name }),
      ),
    );
  },
};
