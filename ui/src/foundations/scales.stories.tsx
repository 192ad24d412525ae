import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import config from '../../../tailwind.config';
import { narrowViewport, wideViewport } from '../story-support/viewports';
import { Code, TokenTable } from './token-table';

const { fontFamily, fontSize, spacing, borderRadius, boxShadow, screens } = config.theme.extend;
const remToPx = (rem: string) => `${parseFloat(rem) * 16} px`;

/** The type scale, spacing, radii, shadows and breakpoints, read from `tailwind.config.ts`. */
const meta = {
  title: 'Foundations/Scales',
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypeScale: Story = {
  render: () => (
    <TokenTable
      caption={`Type scale (text-…), set in ${fontFamily.sans[0]} with ${fontFamily.sans.slice(1, 4).join(', ')} as fallbacks`}
      columns={['Token', 'Size / line height', 'Sample']}
      rows={Object.entries(fontSize as unknown as Record<string, [size: string, { lineHeight: string }]>).map(
        ([token, [size, { lineHeight }]]) => ({
          key: token,
          cells: [
            `text-${token}`,
            `${size} (${remToPx(size)}) / ${lineHeight}`,
            <span key="sample" style={{ fontSize: size, lineHeight }}>
              Temporärstelle in Zürich
            </span>,
          ],
        }),
      )}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'text-base' })).toBeVisible();
  },
};

export const Spacing: Story = {
  render: () => (
    <TokenTable
      caption="Spacing tokens beyond Tailwind's 0.25 rem steps: the sizes of touch targets and controls (h-control, min-h-target…)"
      columns={['Token', 'Size', 'Sample']}
      rows={Object.entries(spacing).map(([token, size]) => ({
        key: token,
        cells: [
          token,
          `${size} (${remToPx(size)})`,
          <span key="sample" aria-hidden="true" className="block bg-primary" style={{ width: size, height: size }} />,
        ],
      }))}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'target' })).toBeVisible();
  },
};

export const Radii: Story = {
  render: () => (
    <TokenTable
      caption="Corner radii (rounded-…)"
      columns={['Token', 'Radius', 'Sample']}
      rows={Object.entries(borderRadius).map(([token, radius]) => ({
        key: token,
        cells: [
          `rounded-${token}`,
          `${radius} (${remToPx(radius)})`,
          <span
            key="sample"
            aria-hidden="true"
            className="block size-12 border-2 border-border-strong bg-surface"
            style={{ borderRadius: radius }}
          />,
        ],
      }))}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'rounded-lg' })).toBeVisible();
  },
};

export const Shadows: Story = {
  render: () => (
    <TokenTable
      caption="Shadows (shadow-…): cards lie on the page, overlays (dialogs, menus, toasts) float above it"
      columns={['Token', 'Value', 'Sample']}
      rows={Object.entries(boxShadow).map(([token, shadow]) => ({
        key: token,
        cells: [
          `shadow-${token}`,
          <Code key="value">{shadow}</Code>,
          <span
            key="sample"
            aria-hidden="true"
            className="m-3 block size-16 rounded-md bg-background"
            style={{ boxShadow: shadow }}
          />,
        ],
      }))}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'shadow-card' })).toBeVisible();
  },
};

const checkedWidths = [narrowViewport, wideViewport].flatMap((viewport) =>
  Object.values(viewport.parameters.viewport.options),
);

export const Breakpoints: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <TokenTable
        caption="Breakpoints (sm:, md:, …): a layout changes from this width up"
        columns={['Prefix', 'From']}
        rows={Object.entries(screens).map(([token, width]) => ({
          key: token,
          cells: [`${token}:`, `${width} (${remToPx(width)})`],
        }))}
      />
      <TokenTable
        caption="The widths every story is checked at (the viewport toolbar)"
        columns={['Viewport', 'Width']}
        rows={checkedWidths.map(({ name, styles }) => ({ key: name, cells: [name, styles.width] }))}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: 'md:' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Narrow (375 px)' })).toBeVisible();
  },
};
