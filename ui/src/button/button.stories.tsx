import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Components/Actions/Button',
  component: Button,
  args: { children: 'Sign In with Email', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'outline', 'ghost', 'link', 'destructive'] },
    size: { control: 'select', options: ['sm', 'md', 'lg', 'icon'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** an action: submit, open, confirm; `asChild` when it navigates as a link.\n\n**When not to:** navigation inside text (use a link) or toggling a state (use Switch, SaveToggle).\n\n**States shown below:** primary, variants, sizes, keyboard focus, disabled, loading, as link, long German text.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Sign In with Email' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  tags: ['display-checks'],
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} variant="primary">
        Apply
      </Button>
      <Button {...args} variant="secondary">
        Continue
      </Button>
      <Button {...args} variant="outline">
        Not Interested
      </Button>
      <Button {...args} variant="ghost">
        Cancel
      </Button>
      <Button {...args} variant="link">
        Forgot password
      </Button>
      <Button {...args} variant="destructive">
        Log-Out
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Apply', 'Continue', 'Not Interested', 'Cancel', 'Forgot password', 'Log-Out']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
      <Button {...args} size="icon" aria-label="Close">
        <svg viewBox="0 0 16 16" aria-hidden="true">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
        </svg>
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Small' }).getBoundingClientRect();
    const large = canvas.getByRole('button', { name: 'Large' }).getBoundingClientRect();
    await expect(small.height).toBeGreaterThanOrEqual(24);
    await expect(large.height).toBeGreaterThan(small.height);
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Sign In with Email' });
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await expect(getComputedStyle(button).outlineColor).toBe('rgb(29, 78, 216)');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Sign In with Email' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  tags: ['display-checks'],
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Sign In with Email' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'outline', children: <a href="#/login/jumper">Login / Register</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Login / Register' });
    await expect(link).toHaveAttribute('data-slot', 'button');
    await expect(link).toHaveAttribute('href', '#/login/jumper');
  },
};

export const LongGermanText: Story = {
  args: { children: 'Bewerbung absenden und zur Übersicht zurückkehren' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Bewerbung absenden/ })).toBeVisible();
  },
};
