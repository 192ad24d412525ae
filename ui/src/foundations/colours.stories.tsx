import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  colorVariable,
  contrastPairs,
  darkColors,
  lightColors,
  paletteTokens,
  type ColorToken,
} from '../../../tailwind.config';
import { contrastRatio, wcagLevel } from './contrast';
import { Code, TokenTable } from './token-table';

const palettes = { Light: lightColors, Dark: darkColors };
const valuesOf = (palette: typeof darkColors) =>
  Object.fromEntries(paletteTokens(palette).map(({ token, value }) => [token, value])) as Record<ColorToken, string>;
const light = valuesOf(lightColors);
const dark = valuesOf(darkColors);

const Swatch = ({ value }: { value: string }) => (
  <span className="flex items-center gap-2">
    <span
      aria-hidden="true"
      className="inline-block size-6 rounded-sm border border-border-strong"
      style={{ background: value }}
    />
    <Code>{value}</Code>
  </span>
);

/**
 * The colour tokens, read from `tailwind.config.ts`: each is a CSS variable whose value is the light palette's, or
 * the dark palette's where the reader's system asks for dark (`prefers-color-scheme`).
 */
const meta = {
  title: 'Foundations/Colours',
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Palettes: Story = {
  render: () => (
    <TokenTable
      caption="Colour tokens: the utility (bg-…, text-…, border-…), its CSS variable, and its value in each palette"
      columns={['Token', 'CSS variable', ...Object.keys(palettes)]}
      rows={paletteTokens(lightColors).map(({ token }) => ({
        key: token,
        cells: [
          token,
          <Code key="variable">{colorVariable(token)}</Code>,
          <Swatch key="light" value={light[token]} />,
          <Swatch key="dark" value={dark[token]} />,
        ],
      }))}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'primary-hover' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(paletteTokens(lightColors).length + 1);
  },
};

/** A sample of the pair as it is used: text for text pairs (4.5:1), a ring or edge for a control's pairs (3:1). */
function PairSample({
  foreground,
  background,
  required,
}: {
  foreground: string;
  background: string;
  required: number;
}) {
  return (
    <span
      className="inline-flex h-8 w-16 items-center justify-center rounded-sm border border-border"
      style={{ background }}
    >
      {required >= 4.5 ? (
        <span className="font-semibold" style={{ color: foreground }}>
          Aa
        </span>
      ) : (
        <span aria-hidden="true" className="size-5 rounded-sm border-3" style={{ borderColor: foreground }} />
      )}
    </span>
  );
}

function Ratio({ foreground, background, required }: { foreground: string; background: string; required: number }) {
  const ratio = contrastRatio(foreground, background);
  return (
    <span className="flex items-center gap-3">
      <PairSample foreground={foreground} background={background} required={required} />
      <span>
        {ratio.toFixed(2)}:1 <strong>{wcagLevel(ratio, required)}</strong>
      </span>
    </span>
  );
}

export const ContrastPairs: Story = {
  render: () => (
    <TokenTable
      caption="The foreground/background pairs the components use, their contrast ratio and the WCAG 2.2 level each reaches in both palettes (text needs 4.5:1 for AA and 7:1 for AAA; a control's edge or the focus ring needs 3:1)"
      columns={['Foreground on background', 'Needs', 'Light', 'Dark']}
      rows={contrastPairs.map(([foreground, background, required]) => ({
        key: `${foreground}/${background}`,
        cells: [
          `${foreground} on ${background}`,
          `${required}:1`,
          <Ratio key="light" foreground={light[foreground]} background={light[background]} required={required} />,
          <Ratio key="dark" foreground={dark[foreground]} background={dark[background]} required={required} />,
        ],
      }))}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(contrastPairs.length + 1);
    await expect(canvas.queryByText('Fails')).toBeNull();
  },
};
