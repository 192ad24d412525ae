import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../badge';
import { Button } from '../button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = {
  title: 'Components/Layout/Card',
  component: Card,
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <Badge variant="primary" className="mb-1">
          Temporary
        </Badge>
        <CardTitle>Warehouse assistant</CardTitle>
        <CardDescription>Logistik AG, Zürich</CardDescription>
      </CardHeader>
      <CardContent>
        <p>Picking and packing orders in a modern warehouse, Monday to Friday.</p>
      </CardContent>
      <CardFooter>
        <Button size="sm">Apply</Button>
        <Button size="sm" variant="outline">
          Not Interested
        </Button>
      </CardFooter>
    </Card>
  ),
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** grouping related content on a surface.\n\n**When not to:** clickable tiles with their own semantics (use JobTile, ApplicationCard).\n\n**States shown below:** elevated, outline, muted narrow.',
      },
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Elevated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Warehouse assistant', level: 3 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeVisible();
  },
};

export const Outline: Story = {
  args: { variant: 'outline' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Logistik AG, Zürich')).toBeVisible();
  },
};

export const MutedNarrow: Story = {
  args: { variant: 'muted' },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Not Interested' }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(375);
  },
};
