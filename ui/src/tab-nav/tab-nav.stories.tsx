import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TabNav } from './tab-nav';

const meta = {
  title: 'Components/Navigation/TabNav',
  component: TabNav,
  args: {
    label: 'Profile sections',
    links: [
      { href: '#/jumper/profile/job-profile', label: 'Jumper Profile', current: true },
      { href: '#/jumper/profile/payslip', label: 'Payslips' },
      { href: '#/jumper/profile/bank-details', label: 'Bank Account details' },
      { href: '#/jumper/profile/social-security_personal-details', label: 'Social Security' },
      { href: '#/jumper/profile/video-recording', label: 'Video Recordings' },
    ],
    // Stands in for the app's router link: it follows no href, so the story stays where it is.
    renderLink: ({ href, children, ...props }) => (
      <a {...props} href={href} onClick={(event) => event.preventDefault()}>
        {children}
      </a>
    ),
  },
  globals: { viewport: { value: 'wide' } },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** links between pages that look like tabs (each tab is its own address).\n\n**When not to:** switching panels within one page (use Tabs).\n\n**States shown below:** current tab marked, keyboard operable, German, narrow.',
      },
    },
    languages: { de: () => German.args },
  },
} satisfies Meta<typeof TabNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentTabMarked: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Profile sections' });
    await expect(nav).toBeVisible();
    const current = canvas.getByRole('link', { name: 'Jumper Profile' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Payslips' })).not.toHaveAttribute('aria-current');
    // Marked for sighted users too: the underline takes the primary colour.
    await expect(getComputedStyle(current).borderBottomColor).not.toBe(
      getComputedStyle(canvas.getByRole('link', { name: 'Payslips' })).borderBottomColor,
    );
  },
};

export const KeyboardOperable: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Jumper Profile' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Payslips' })).toHaveFocus();
  },
};

export const German: Story = {
  args: {
    label: 'Profilbereiche',
    links: [
      { href: '#/jumper/profile/job-profile', label: 'Jumper-Profil' },
      { href: '#/jumper/profile/payslip', label: 'Lohnabrechnungen' },
      { href: '#/jumper/profile/bank-details', label: 'Bankverbindung' },
      { href: '#/jumper/profile/social-security_personal-details', label: 'Sozialversicherung' },
      { href: '#/jumper/profile/video-recording', label: 'Videoaufnahmen', current: true },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Videoaufnahmen' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    // Five tabs do not fit 320 px: the row scrolls instead of breaking the page.
    await expect(canvas.getByRole('link', { name: 'Video Recordings' })).toBeInTheDocument();
  },
};
