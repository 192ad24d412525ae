import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { PencilIcon } from '../lib/icons';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Components/Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Edit profile photo',
    children: (
      <Button variant="outline" size="icon" aria-label="Edit">
        <PencilIcon />
      </Button>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** a short hint for an icon button, on hover and keyboard focus.\n\n**When not to:** essential information (put it on the page) or anything interactive.\n\n**States shown below:** on keyboard focus, on hover, shown.',
      },
    },
    layout: 'centered',
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnKeyboardFocus: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Edit' });
    await expect(trigger).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Edit profile photo');
    await expect(trigger).toHaveAccessibleDescription('Edit profile photo');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const OnHover: Story = {
  args: { content: 'Laden Sie ein Foto hoch, auf dem Ihr Gesicht gut zu erkennen ist' },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Edit' });
    await userEvent.hover(trigger);
    await expect(await body.findByRole('tooltip')).toHaveTextContent(/Foto hoch/);
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Shown: Story = {
  args: { open: true, content: 'Upload a new CV' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Upload a new CV');
  },
};
