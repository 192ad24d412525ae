import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { narrowViewport, wideViewport } from '../story-support/viewports';
import { Switch } from '../switch';
import { SettingsSection } from './settings-section';

const meta = {
  title: 'Patterns/Settings/SettingsSection',
  component: SettingsSection,
  args: {
    title: 'The app',
    description:
      'jumpers as an app on your phone or computer: it opens at Explore and shows what you last loaded when you are offline.',
    children: (
      <div>
        <Button variant="outline">Install jumpers</Button>
      </div>
    ),
    // The width of the settings page (app/src/features/settings/settings-layout.tsx).
    className: 'max-w-3xl',
  },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** one titled part of a settings page (notifications, job alerts, the app): a card that is a region named by its heading, with an optional lead and the controls below.\n\n**When not to:** a profile list with add, edit and delete (use ProfileSection), content behind Read more (use CollapsibleSection), a card in a list (use Card).\n\n**States shown below:** with a description, without one, a list of items and buttons, German narrow, German wide.',
      },
    },
    // No `languages`: the section has no words of its own (its title and lead are the caller's), so the toolbar's
    // language would change nothing; the German stories below show it in German.
  },
} satisfies Meta<typeof SettingsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDescription: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'The app' });
    await expect(within(section).getByRole('heading', { name: 'The app', level: 2 })).toBeVisible();
    await expect(within(section).getByText(/^jumpers as an app on your phone/)).toBeVisible();
    await expect(within(section).getByRole('button', { name: 'Install jumpers' })).toBeVisible();
  },
};

export const WithoutDescription: Story = {
  args: {
    title: 'Application updates',
    description: undefined,
    children: (
      <Switch
        label="E-mail me when an application moves on"
        hint="An e-mail for each step: in review, shortlisted, an interview, an offer, or a decision."
        defaultChecked
      />
    ),
  },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Application updates' });
    await expect(section.querySelector('[data-slot="settings-section-description"]')).toBeNull();
    const statusEmails = within(section).getByRole('switch', { name: 'E-mail me when an application moves on' });
    await expect(statusEmails).toBeChecked();
    await userEvent.click(statusEmails);
    await expect(statusEmails).not.toBeChecked();
  },
};

const turnOff = fn();
const turnOn = fn();

/** The notifications' devices, as the account page lists them; `words` are the story's language. */
function devices(words: { turnOff: (device: string) => string; off: string; turnOn: string; since: string }) {
  return (
    <>
      <ul className="flex flex-col gap-3">
        {['Chrome on Android', 'Firefox on Windows'].map((device) => (
          <li key={device} className="flex flex-wrap items-center justify-between gap-3">
            <span>
              {device} · {words.since}
            </span>
            <Button variant="outline" size="sm" aria-label={words.turnOff(device)} onClick={() => turnOff(device)}>
              {words.off}
            </Button>
          </li>
        ))}
      </ul>
      <div>
        <Button variant="outline" onClick={turnOn}>
          {words.turnOn}
        </Button>
      </div>
    </>
  );
}

export const ListOfItemsAndButtons: Story = {
  args: {
    title: 'Notifications',
    description: 'A notification on your devices when an application moves on; tapping it opens your applications.',
    children: devices({
      turnOff: (device) => `Turn off for ${device}`,
      off: 'Turn off',
      turnOn: 'Turn on for this device',
      since: 'since 3 Mar 2025',
    }),
  },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Notifications' });
    await expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(section).getByText('Chrome on Android · since 3 Mar 2025')).toBeVisible();
    await userEvent.click(within(section).getByRole('button', { name: 'Turn off for Firefox on Windows' }));
    await expect(turnOff).toHaveBeenCalledWith('Firefox on Windows');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on for this device' }));
    await expect(turnOn).toHaveBeenCalled();
  },
};

const germanDevices = devices({
  turnOff: (device) => `Für ${device} ausschalten`,
  off: 'Ausschalten',
  turnOn: 'Für dieses Gerät einschalten',
  since: 'seit 03.03.2025',
});

export const GermanNarrow: Story = {
  ...narrowViewport,
  args: {
    title: 'Benachrichtigungen',
    description:
      'Eine Benachrichtigung auf Ihren Geräten, wenn es bei einer Bewerbung weitergeht; ein Tippen darauf öffnet Ihre Bewerbungen.',
    children: germanDevices,
  },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Benachrichtigungen' });
    await expect(within(section).getByText(/^Eine Benachrichtigung auf Ihren Geräten/)).toBeVisible();
    await expect(within(section).getByRole('button', { name: 'Für Chrome on Android ausschalten' })).toBeVisible();
    await expect(within(section).getByRole('button', { name: 'Für dieses Gerät einschalten' })).toBeVisible();
    // Nothing runs past the phone's width.
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};

/** Two sections as the account page stacks them; the second one a level down, as under a subheading. */
export const GermanWide: Story = {
  ...wideViewport,
  render: (args) => (
    <div className="flex max-w-3xl flex-col gap-6">
      <SettingsSection title="Neuigkeiten zu Bewerbungen">
        <Switch
          label="E-Mail, wenn es bei einer Bewerbung weitergeht"
          hint="Eine E-Mail für jeden Schritt: in Prüfung, in der engeren Wahl, ein Vorstellungsgespräch, ein Angebot oder ein Entscheid."
          defaultChecked
        />
      </SettingsSection>
      <SettingsSection {...args} />
    </div>
  ),
  args: {
    title: 'Die App',
    description:
      'jumpers als App auf Handy oder Computer: Sie öffnet «Entdecken» und zeigt ohne Verbindung, was Sie zuletzt geladen haben.',
    headingLevel: 3,
    children: (
      <div>
        <Button variant="outline">jumpers installieren</Button>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    const updates = canvas.getByRole('region', { name: 'Neuigkeiten zu Bewerbungen' });
    await expect(within(updates).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(
      within(updates).getByRole('switch', { name: 'E-Mail, wenn es bei einer Bewerbung weitergeht' }),
    ).toBeChecked();
    const app = canvas.getByRole('region', { name: 'Die App' });
    await expect(within(app).getByRole('heading', { name: 'Die App', level: 3 })).toBeVisible();
    await expect(within(app).getByText(/^jumpers als App auf Handy/)).toBeVisible();
    await expect(within(app).getByRole('button', { name: 'jumpers installieren' })).toBeVisible();
  },
};
