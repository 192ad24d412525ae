import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Toaster } from './toast';
import { toast } from './toast-store';

const meta = {
  title: 'Overlays/Toast',
  component: Toaster,
  render: (args) => (
    <div className="flex gap-3">
      <Button onClick={() => toast.success('Profile updated successfully')}>Save</Button>
      <Button variant="destructive" onClick={() => toast.error('Something went wrong, Please try again!')}>
        Fail
      </Button>
      <Toaster {...args} />
    </div>
  ),
  // Each story starts without toasts left over from the one before.
  beforeEach: () => () => toast.dismiss(),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessLeavesAfterThreeSeconds: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const shownAt = performance.now();
    const message = await body.findByText('Profile updated successfully', { selector: '[data-slot=toast-text]' });
    await expect(message).toBeVisible();
    const toastElement = message.closest('[data-slot=toast]');
    await expect(toastElement).toHaveAttribute('data-variant', 'success');
    // Screen readers hear it: Radix copies the text into a polite live region.
    await waitFor(() => expect(body.getByRole('status')).toHaveTextContent(/Success: Profile updated successfully/));
    await waitFor(() => expect(toastElement).not.toBeInTheDocument(), { timeout: 5000 });
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(2900);
  },
};

export const ErrorWithRedCross: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    const message = await body.findByText('Something went wrong, Please try again!', {
      selector: '[data-slot=toast-text]',
    });
    const toastElement = message.closest('[data-slot=toast]') as HTMLElement;
    await expect(toastElement).toHaveAttribute('data-variant', 'error');
    // The close button takes it away before its time.
    await userEvent.click(within(toastElement).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(toastElement).not.toBeInTheDocument());
  },
};

export const PausedWhileHovered: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const message = await body.findByText('Profile updated successfully', { selector: '[data-slot=toast-text]' });
    const toastElement = message.closest('[data-slot=toast]') as HTMLElement;
    await userEvent.hover(toastElement);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await expect(toastElement).toBeVisible();
    await userEvent.unhover(toastElement);
    await waitFor(() => expect(toastElement).not.toBeInTheDocument(), { timeout: 5000 });
  },
};

export const PausedWhileFocused: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    const message = await body.findByText('Something went wrong, Please try again!', {
      selector: '[data-slot=toast-text]',
    });
    const toastElement = message.closest('[data-slot=toast]') as HTMLElement;
    // F8 takes keyboard users to the toasts; while focus is there, they stay.
    await userEvent.keyboard('[F8]');
    await expect(body.getByRole('region', { name: /Notifications/ })).toContainElement(
      canvasElement.ownerDocument.activeElement as HTMLElement,
    );
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await expect(toastElement).toBeVisible();
    await userEvent.tab();
    await expect(toastElement).toHaveFocus();
    await userEvent.tab();
    await expect(within(toastElement).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toastElement).not.toBeInTheDocument());
  },
};

export const StackedAndVisible: Story = {
  args: { duration: 60_000, closeLabel: 'Schliessen' },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    const toasts = await waitFor(() => {
      const shown = canvasElement.ownerDocument.querySelectorAll('[data-slot=toast]');
      expect(shown).toHaveLength(2);
      return [...shown];
    });
    // Top centre: both toasts sit at the top, centred on the 375 px screen.
    const first = toasts[0]!.getBoundingClientRect();
    await expect(first.top).toBeLessThan(40);
    await expect(Math.abs(first.left + first.width / 2 - 375 / 2)).toBeLessThan(2);
    await expect(body.getAllByRole('button', { name: 'Schliessen' })).toHaveLength(2);
  },
};
