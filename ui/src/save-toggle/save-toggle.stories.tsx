import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { wide } from '../story-support/fixtures';
import { SaveToggle, type SaveToggleProps } from './save-toggle';
import { inLanguage } from '../story-support/languages';
import { saveToggleTranslations } from './save-toggle-text';

const meta = {
  title: 'Patterns/Explore/SaveToggle',
  component: SaveToggle,
  args: { saved: false, onSavedChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** saving or unsaving a job for later.\n\n**When not to:** actions that are not on/off (use Button).\n\n**States shown below:** not saved, saved, toggled by keyboard, icon with job title, disabled, German, French and Italian narrow, French wide, wide.',
      },
    },
    translations: saveToggleTranslations,
  },
} satisfies Meta<typeof SaveToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toggle with its state kept, as the app keeps it from the server's answer. */
function Kept(props: SaveToggleProps) {
  const [saved, setSaved] = useState(props.saved);
  return (
    <SaveToggle
      {...props}
      saved={saved}
      onSavedChange={(next) => {
        setSaved(next);
        props.onSavedChange(next);
      }}
    />
  );
}

export const NotSaved: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Save' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onSavedChange).toHaveBeenCalledWith(true);
  },
};

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Saved' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(args.onSavedChange).toHaveBeenCalledWith(false);
  },
};

export const ToggledByKeyboard: Story = {
  render: (args) => <Kept {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Save' });
    await expect(toggle).toHaveFocus();
    await expect(getComputedStyle(toggle).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAccessibleName('Saved');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onSavedChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onSavedChange).toHaveBeenNthCalledWith(2, false);
  },
};

export const IconWithJobTitle: Story = {
  args: { size: 'icon', saved: true, jobTitle: 'Warehouse Assistant' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Saved: Warehouse Assistant' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle.getBoundingClientRect().width).toBeGreaterThanOrEqual(40);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Save' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onSavedChange).not.toHaveBeenCalled();
  },
};

/** Pressed in a language: the toggle's word, and the name read out, follow the state. */
function toggledIn(save: string, saved: string): Story['play'] {
  return async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: `${save}: Lagermitarbeiterin` });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName(`${saved}: Lagermitarbeiterin`);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  };
}

export const GermanNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: { jobTitle: 'Lagermitarbeiterin' },
  render: (args) => <Kept {...args} />,
  play: toggledIn('Merken', 'Gemerkt'),
};

export const FrenchNarrow: Story = {
  ...GermanNarrow,
  ...inLanguage('fr', 'narrow'),
  play: toggledIn('Enregistrer', 'Enregistrée'),
};

export const ItalianNarrow: Story = {
  ...GermanNarrow,
  ...inLanguage('it', 'narrow'),
  play: toggledIn('Salva', 'Salvato'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const Wide: Story = { ...Saved, ...wide };
