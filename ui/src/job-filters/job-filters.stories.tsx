import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { defaultJobFilters, type JobFilterValue } from '../lib/job-criteria';
import { narrow, wide } from '../story-support/fixtures';
import { inLanguage } from '../story-support/languages';
import { JobFilters, type JobFiltersProps } from './job-filters';
import { jobFiltersTranslations } from './job-filters-text';

/** Three filters in force: 45 min, Zurich, German up to my level; sorted by pay. */
const threeFilters: JobFilterValue = {
  ...defaultJobFilters,
  maxCommuteMinutes: 45,
  canton: 'ZH',
  germanUpToMyLevel: true,
  sort: 'pay',
};

/** The panel with its filters kept, as the page keeps them (in the address), so the count follows Apply. */
function Kept(props: JobFiltersProps) {
  const [value, setValue] = useState(props.value);
  return (
    <JobFilters
      {...props}
      value={value}
      onApply={(next) => {
        setValue(next);
        props.onApply(next);
      }}
    />
  );
}

const meta = {
  title: 'Patterns/Explore/JobFilters',
  component: JobFilters,
  args: { value: defaultJobFilters, onApply: fn(), onChange: fn(), today: '2026-11-20' },
  render: (args) => <Kept {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** narrowing job search results: a panel on wide screens, a sheet on phones.\n\n**When not to:** saving a search (use AlertEditor).\n\n**States shown below:** panel beside the list wide, reset clears the filters, sheet on a small screen, sheet drops what was not applied, without a home, German sheet narrow, German panel wide, French and Italian without a home, as a sheet narrow and a panel wide.',
      },
    },
    translations: jobFiltersTranslations,
  },
} satisfies Meta<typeof JobFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PanelBesideTheListWide: Story = {
  tags: ['display-checks'],
  ...wide,
  // As wide as the column beside the list.
  args: { className: 'max-w-sm' },
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('form', { name: 'Filters' });
    await expect(canvas.getByRole('status')).toHaveTextContent('No filters active');
    // Every control is labelled.
    await userEvent.click(within(form).getByRole('radio', { name: '45 min' }));
    await expect(within(form).getByRole('radio', { name: 'By public transport' })).toBeChecked();
    await userEvent.click(within(form).getByRole('radio', { name: 'By car' }));
    const from = within(form).getByRole('slider', { name: 'Minimum workload' });
    await expect(from).toHaveAttribute('aria-valuetext', '10 %');
    from.focus();
    for (let step = 0; step < 5; step++) await userEvent.keyboard('{ArrowRight}');
    await expect(from).toHaveAttribute('aria-valuetext', '60 %');
    await expect(within(form).getByRole('slider', { name: 'Maximum workload' })).toHaveAttribute(
      'aria-valuetext',
      '100 %',
    );
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Minimum pay' }), 'CHF 25 / hour');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Canton' }), 'Zurich');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Starts within' }), '2 weeks');
    await userEvent.click(within(form).getByRole('switch', { name: 'German up to my level' }));
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Sort by' }), 'Shortest commute first');
    await expect(within(form).getByLabelText('Starts on or after')).toHaveAttribute('min', '2026-11-20');
    // Nothing is applied before Apply.
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'commute' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith({
      maxCommuteMinutes: 45,
      commuteMode: 'driving',
      workload: { from: 60, to: 100 },
      minPayChf: 25,
      canton: 'ZH',
      startWithinDays: 14,
      germanUpToMyLevel: true,
      sort: 'commute',
    });
    await expect(canvas.getByRole('status')).toHaveTextContent('6 filters active');
  },
};

export const ResetClearsTheFilters: Story = {
  args: { value: threeFilters, layout: 'panel' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('3 filters active');
    await expect(canvas.getByRole('radio', { name: '45 min' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    // The filters go at once; the sort is no filter and stays.
    await expect(args.onApply).toHaveBeenCalledWith({ ...defaultJobFilters, sort: 'pay' });
    await expect(canvas.getByRole('status')).toHaveTextContent('No filters active');
    await expect(canvas.getByRole('radio', { name: 'Any' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('pay');
  },
};

export const SheetOnASmallScreen: Story = {
  ...narrow,
  args: { value: threeFilters },
  play: async ({ canvas, args }) => {
    const open = canvas.getByRole('button', { name: 'Filters (3)' });
    await expect(canvas.getByRole('status')).toHaveTextContent('3 filters active');
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Minimum pay' }), 'CHF 30 / hour');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onApply).toHaveBeenCalledWith({ ...threeFilters, minPayChf: 30 });
    // The button says the new count, and has the focus back: a screen reader reads it out.
    const reopen = canvas.getByRole('button', { name: 'Filters (4)' });
    await expect(reopen).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('4 filters active');
  },
};

export const SheetDropsWhatWasNotApplied: Story = {
  ...narrow,
  args: { value: threeFilters },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filters (3)' }));
    let dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Canton' }), 'Bern');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Filters (3)' }));
    dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await expect(within(dialog).getByRole('combobox', { name: 'Canton' })).toHaveValue('ZH');
  },
};

export const WithoutAHome: Story = {
  args: { commuteAvailable: false, layout: 'panel' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Maximum commute' });
    await expect(group).toHaveAccessibleDescription('Set your home to filter and sort by commute.');
    for (const radio of within(group).getAllByRole('radio')) await expect(radio).toBeDisabled();
    const modes = canvas.getByRole('radiogroup', { name: 'Travelling' });
    for (const radio of within(modes).getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('option', { name: 'Shortest commute first' })).toBeDisabled();
  },
};

export const GermanSheetNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: { value: { ...threeFilters, startFrom: '2026-12-01' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filter (4)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter' });
    await expect(within(dialog).getByRole('radiogroup', { name: 'Längster Arbeitsweg' })).toBeVisible();
    await expect(within(dialog).getByRole('radio', { name: '45 Min.' })).toBeChecked();
    await expect(within(dialog).getByRole('radio', { name: 'Mit dem ÖV' })).toBeChecked();
    const canton = within(dialog).getByRole('combobox', { name: 'Kanton' });
    await expect(canton).toHaveDisplayValue('Zürich');
    // The cantons are in German alphabetical order.
    const names = within(canton)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(names.slice(0, 4)).toEqual([
      'Alle Kantone',
      'Aargau',
      'Appenzell Ausserrhoden',
      'Appenzell Innerrhoden',
    ]);
    await expect(names).toContain('Genf');
    await expect(within(dialog).getByRole('switch', { name: 'Deutsch bis zu meinem Niveau' })).toBeChecked();
    await expect(within(dialog).getByLabelText('Beginn am oder nach dem')).toHaveValue('2026-12-01');
    await expect(within(dialog).getByRole('button', { name: 'Anwenden' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Zurücksetzen' })).toBeVisible();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const GermanPanelWide: Story = {
  ...inLanguage('de', 'wide'),
  args: { value: threeFilters },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Filter' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 Filter aktiv');
    await expect(canvas.getByRole('combobox', { name: 'Sortieren nach' })).toHaveDisplayValue('Höchster Lohn zuerst');
    await expect(canvas.getByRole('slider', { name: 'Kleinstes Pensum' })).toHaveAttribute('aria-valuetext', '10 %');
  },
};

/**
 * Every field, with the hint of a jumper without a home, in a language: in the sheet at 375 px, in the panel beside
 * the list at 1280 px. Nothing may overflow.
 */
function withoutAHomeIn(words: {
  title: string;
  open: string;
  status: string;
  maxCommute: string;
  needsHome: string;
  canton: string;
  zurich: string;
  german: string;
  apply: string;
}): Story {
  return {
    args: {
      value: { ...threeFilters, maxCommuteMinutes: undefined, startFrom: '2026-12-01' },
      commuteAvailable: false,
    },
    play: async ({ canvas, canvasElement }) => {
      await expect(canvas.getByRole('status')).toHaveTextContent(words.status);
      const sheet = canvasElement.querySelector('[data-slot=job-filters]')!.getAttribute('data-layout') === 'sheet';
      if (sheet) await userEvent.click(canvas.getByRole('button', { name: words.open }));
      const panel = sheet
        ? await screen.findByRole('dialog', { name: words.title })
        : canvas.getByRole('form', { name: words.title });
      const fields = within(panel);
      await expect(fields.getByRole('radiogroup', { name: words.maxCommute })).toHaveAccessibleDescription(
        words.needsHome,
      );
      await expect(fields.getByRole('combobox', { name: words.canton })).toHaveDisplayValue(words.zurich);
      await expect(fields.getByRole('switch', { name: words.german })).toBeChecked();
      await expect(within(sheet ? panel : canvasElement).getByRole('button', { name: words.apply })).toBeVisible();
      await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...withoutAHomeIn({
    title: 'Filtres',
    open: 'Filtres (3)',
    status: '3 filtres actifs',
    maxCommute: 'Trajet maximal',
    needsHome: 'Indiquez votre domicile pour filtrer et trier selon le trajet.',
    canton: 'Canton',
    zurich: 'Zurich',
    german: 'Allemand jusqu’à mon niveau',
    apply: 'Appliquer',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...withoutAHomeIn({
    title: 'Filtri',
    open: 'Filtri (3)',
    status: '3 filtri attivi',
    maxCommute: 'Tragitto massimo',
    needsHome: 'Indichi il Suo domicilio per filtrare e ordinare secondo il tragitto.',
    canton: 'Cantone',
    zurich: 'Zurigo',
    german: 'Tedesco fino al mio livello',
    apply: 'Applica',
  }),
  ...inLanguage('it', 'narrow'),
};

/** As wide as the column beside the list. */
const besideTheList = { className: 'max-w-sm' };

export const FrenchWide: Story = {
  ...FrenchNarrow,
  ...inLanguage('fr', 'wide'),
  args: { ...FrenchNarrow.args, ...besideTheList },
};

export const ItalianWide: Story = {
  ...ItalianNarrow,
  ...inLanguage('it', 'wide'),
  args: { ...ItalianNarrow.args, ...besideTheList },
};
