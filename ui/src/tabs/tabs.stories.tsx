import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'Components/Navigation/Tabs',
  component: Tabs,
  args: { defaultValue: 'applied' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Applications">
        <TabsTrigger value="applied">Applied</TabsTrigger>
        <TabsTrigger value="unsuccessful">Unsuccessful Applications</TabsTrigger>
      </TabsList>
      <TabsContent value="applied">Your open applications.</TabsContent>
      <TabsContent value="unsuccessful">Applications that were not successful.</TabsContent>
    </Tabs>
  ),
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** switching between panels of one page.\n\n**When not to:** navigation between pages (use TabNav).\n\n**States shown below:** top bar by keyboard, sub tabs by pointer, as links narrow, disabled tab German.',
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TopBarByKeyboard: Story = {
  tags: ['display-checks'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    const applied = canvas.getByRole('tab', { name: 'Applied' });
    await expect(applied).toHaveFocus();
    await expect(applied).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Your open applications.');
    await userEvent.keyboard('{ArrowRight}');
    const unsuccessful = canvas.getByRole('tab', { name: 'Unsuccessful Applications' });
    await expect(unsuccessful).toHaveFocus();
    await expect(unsuccessful).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Applications that were not successful.');
  },
};

export const SubTabsByPointer: Story = {
  tags: ['display-checks'],
  args: { defaultValue: 'account' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList variant="sub" aria-label="Settings">
        <TabsTrigger value="account">Account</TabsTrigger>
        <TabsTrigger value="about">About Us</TabsTrigger>
        <TabsTrigger value="legal">Legal</TabsTrigger>
      </TabsList>
      <TabsContent value="account">E-mail, mobile number and password.</TabsContent>
      <TabsContent value="about">Rate Us On Google.</TabsContent>
      <TabsContent value="legal">Terms and conditions.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Legal' }));
    await expect(canvas.getByRole('tab', { name: 'Legal' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Terms and conditions.');
  },
};

const profileTabs = [
  ['profile', 'Jumper Profile'],
  ['payslips', 'Payslips'],
  ['bank', 'Bank Account details'],
  ['social-security', 'Social Security'],
  ['video', 'Video Recordings'],
] as const;

function LinkedTabs() {
  const [value, setValue] = useState('profile');
  return (
    <Tabs value={value} onValueChange={setValue}>
      <TabsList aria-label="Profile">
        {profileTabs.map(([key, label]) => (
          <TabsTrigger key={key} value={key} asChild>
            <a href={`#/jumper/profile/${key}`} onClick={(event) => event.preventDefault()}>
              {label}
            </a>
          </TabsTrigger>
        ))}
      </TabsList>
      {profileTabs.map(([key, label]) => (
        <TabsContent key={key} value={key}>
          {label} page
        </TabsContent>
      ))}
    </Tabs>
  );
}

export const AsLinksNarrow: Story = {
  render: () => <LinkedTabs />,
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    const payslips = canvas.getByRole('tab', { name: 'Payslips' });
    await expect(payslips).toHaveAttribute('href', '#/jumper/profile/payslips');
    await userEvent.click(payslips);
    await expect(payslips).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Payslips page');
    // Five tabs do not fit 375 px: the bar scrolls sideways instead of wrapping or overflowing the page.
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  },
};

export const DisabledTabGerman: Story = {
  args: { defaultValue: 'konto' },
  globals: { viewport: { value: 'wide' } },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Einstellungen">
        <TabsTrigger value="konto">Konto</TabsTrigger>
        <TabsTrigger value="sozialversicherung">Sozialversicherungsangaben</TabsTrigger>
        <TabsTrigger value="video" disabled>
          Videoaufnahmen
        </TabsTrigger>
      </TabsList>
      <TabsContent value="konto">Kontoangaben</TabsContent>
      <TabsContent value="sozialversicherung">AHV und BVG</TabsContent>
      <TabsContent value="video">Videos</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // Arrow keys skip the disabled tab and wrap round to the first.
    await expect(canvas.getByRole('tab', { name: 'Konto' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Videoaufnahmen' })).toBeDisabled();
  },
};
