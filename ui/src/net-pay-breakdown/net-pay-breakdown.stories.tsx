import { belowMinimumWage, minimumWageArea, temporaryPayEstimate } from '@jumpers/rules/temporary-pay';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { wide } from '../story-support/fixtures';
import { inLanguage } from '../story-support/languages';
import { NetPayBreakdown } from './net-pay-breakdown';
import { netPayBreakdownTranslations } from './net-pay-breakdown-text';

/** The estimates come from the rules the app uses, so the stories show what a jumper will see. */
const atMinimum = temporaryPayEstimate({ baseHourlyChf: 21.22, dateOfBirth: '1990-05-01', onDate: '2026-03-02' });
const zurichLow = 20.5;

const meta = {
  title: 'Patterns/Explore/NetPayBreakdown',
  component: NetPayBreakdown,
  args: { estimate: atMinimum, minimum: belowMinimumWage(21.22, minimumWageArea('LU', '6003')) },
  parameters: {
    docs: {
      description: {
        component:
          "**When to use:** how a temporary job's hourly wage becomes net pay (holidays, deductions).\n\n**When not to:** permanent salaries.\n\n**States shown below:** at the minimum wide, below the minimum, young jumper holidays, German below the minimum narrow, French and Italian below the minimum narrow and wide.",
      },
    },
    translations: netPayBreakdownTranslations,
  },
} satisfies Meta<typeof NetPayBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each row's name and its cells, as a screen reader walks the table. */
function rows(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));
}

export const AtTheMinimumWide: Story = {
  ...wide,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Estimate' });
    await expect(rows(table)).toEqual([
      ['Base wage', '', '21.22'],
      ['Public holiday pay', '3.2 %', '+ 0.68'],
      ['Holiday pay', '8.33 %', '+ 1.82'],
      ['13th month salary', '8.33 %', '+ 1.98'],
      ['Gross wage', '', '25.70'],
      ['AHV/IV/EO', '5.3 %', '− 1.36'],
      ['Unemployment insurance (ALV)', '1.1 %', '− 0.28'],
      ['GAV enforcement contribution', '0.4 %', '− 0.10'],
      ['Net per hour', '', '23.96'],
    ]);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Item', 'Rate', 'CHF per hour']);
    await expect(table).toHaveAccessibleDescription(/Rates of the GAV Personalverleih for 2026/);
    // What it leaves out is said plainly.
    await expect(canvas.getByText('Not deducted here, so your net pay will be lower:')).toBeVisible();
    const leftOut = canvas.getAllByRole('listitem').map((item) => item.textContent);
    await expect(leftOut).toEqual([
      'non-occupational accident insurance (NBU)',
      'sick-pay insurance (KTG)',
      'pension fund (BVG)',
      'withholding tax, if you pay it',
    ]);
    // Paying the minimum is not below it: no warning.
    await expect(canvas.queryByText('Below the minimum wage')).toBeNull();
  },
};

export const BelowTheMinimum: Story = {
  args: {
    estimate: temporaryPayEstimate({ baseHourlyChf: zurichLow, onDate: '2026-03-02' }),
    minimum: belowMinimumWage(zurichLow, minimumWageArea('ZH', '8005')),
  },
  play: async ({ canvas }) => {
    const warning = canvas.getByRole('note');
    // Said in words, with an icon: not by colour alone.
    await expect(warning).toHaveTextContent('Below the minimum wage');
    await expect(warning).toHaveTextContent('minimum of CHF 22.39 per hour for this area');
    await expect(warning.querySelector('svg')).not.toBeNull();
    await expect(rows(canvas.getByRole('table', { name: 'Estimate' }))[0]).toEqual(['Base wage', '', '20.50']);
  },
};

export const YoungJumperHolidays: Story = {
  args: { estimate: temporaryPayEstimate({ baseHourlyChf: 21.22, dateOfBirth: '2008-01-01', onDate: '2026-06-15' }) },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Estimate' });
    await expect(rows(table)[2]).toEqual(['Holiday pay', '10.64 %', '+ 2.33']);
    await expect(rows(table)[4]).toEqual(['Gross wage', '', '26.25']);
  },
};

export const GermanBelowTheMinimumNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: {
    estimate: temporaryPayEstimate({ baseHourlyChf: 18.5, onDate: '2026-03-02' }),
    minimum: belowMinimumWage(18.5, minimumWageArea('TI', '6900')),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('Unter dem Mindestlohn');
    await expect(canvas.getByRole('note')).toHaveTextContent('CHF 18.92 pro Stunde');
    const table = canvas.getByRole('table', { name: 'Schätzung' });
    await expect(rows(table).at(-1)).toEqual(['Netto pro Stunde', '', '20.87']);
    await expect(canvas.getByText('Quellensteuer, falls Sie sie bezahlen')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The warning, the table and what it leaves out, in a language: the longest words, nothing overflowing. */
function belowTheMinimumIn(words: { warning: string; caption: string; net: string; withholdingTax: string }): Story {
  return {
    args: GermanBelowTheMinimumNarrow.args,
    play: async ({ canvas, canvasElement }) => {
      await expect(canvas.getByRole('note')).toHaveTextContent(words.warning);
      const table = canvas.getByRole('table', { name: words.caption });
      await expect(rows(table).at(-1)?.[0]).toBe(words.net);
      await expect(canvas.getByText(words.withholdingTax)).toBeVisible();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...belowTheMinimumIn({
    warning: 'Inférieur au salaire minimum',
    caption: 'Estimation',
    net: 'Net par heure',
    withholdingTax: 'impôt à la source, si vous y êtes soumis',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...belowTheMinimumIn({
    warning: 'Inferiore al salario minimo',
    caption: 'Stima',
    net: 'Netto all’ora',
    withholdingTax: 'imposta alla fonte, se vi è assoggettato',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
