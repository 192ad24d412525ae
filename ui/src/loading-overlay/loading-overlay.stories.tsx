import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button';
import { LoadingOverlay } from './loading-overlay';

const save = fn();

const meta = {
  title: 'Components/Feedback/LoadingOverlay',
  component: LoadingOverlay,
  args: {
    loading: true,
    children: (
      <div className="flex max-w-sm flex-col gap-3 rounded-lg border border-border p-4">
        <p>Bank Account details</p>
        <Button onClick={save}>Save</Button>
      </div>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          "**When to use:** a part of the page, or the whole page, waiting for data, with a spinner read out.\n\n**When not to:** an action in a button (use Button's `loading`).\n\n**States shown below:** loading, loaded, full screen German.",
      },
    },
    languages: { de: () => FullScreenGerman.args },
  },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  tags: ['display-checks'],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot=loading-overlay]')).toHaveAttribute('aria-busy', 'true');
    // The content underneath stays in view but cannot be reached by keyboard while loading.
    await expect(canvas.getByText('Bank Account details')).toBeVisible();
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.body).toHaveFocus();
  },
};

export const Loaded: Story = {
  args: { loading: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(save).toHaveBeenCalled();
  },
};

export const FullScreenGerman: Story = {
  args: { cover: 'screen', label: 'Wird geladen' },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Wird geladen' });
    await expect(status).toBeVisible();
    const cover = status.parentElement!.getBoundingClientRect();
    await expect(cover.width).toBe(375);
  },
};
