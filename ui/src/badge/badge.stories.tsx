import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './badge';

const meta = {
  title: 'Components/Content/Badge',
  component: Badge,
  args: { children: 'Active' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** a short status or count next to what it qualifies (Applied, New, 3).\n\n**When not to:** actions (use Button) or long messages (use Banner).\n\n**States shown below:** status dot, variants.',
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StatusDot: Story = {
  args: { variant: 'success', dot: true },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Active');
    await expect(badge).toBeVisible();
    await expect(badge.querySelector('[data-slot=badge-dot]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge>Temporary</Badge>
      <Badge variant="primary">Permanent</Badge>
      <Badge variant="success" dot>
        Verified
      </Badge>
      <Badge variant="warning" dot>
        In review
      </Badge>
      <Badge variant="danger" dot>
        Unsuccessful
      </Badge>
      <Badge variant="primary">Festanstellung mit Weiterbildungsmöglichkeiten</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const text of ['Temporary', 'Permanent', 'Verified', 'In review', 'Unsuccessful']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};
