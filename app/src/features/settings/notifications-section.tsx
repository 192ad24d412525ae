import { Button, SettingsSection, toast } from '@jumpers/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { intlLocale, useLanguage } from '../../i18n/language';
import { messageCatalog, useMessages, type MessageWith } from '../../i18n/messages';
import { pushDevicesQuery, pushSupported, turnOffDevice } from '../../lib/push-notifications';
import { turnOnAndSay } from '../../lib/push-offer';
import { offlineRefusal } from '../../lib/offline-notice';
import { loadSettingsMessages } from './messages';

const notificationsText = messageCatalog(loadSettingsMessages, {
  heading: msg`Notifications`,
  lead: msg`A notification on your devices when an application moves on; tapping it opens your applications.`,
  none: msg`No device gets notifications.`,
  thisDevice: msg`this device`,
  since: msg({ message: 'since {date}' }) as MessageWith<{ date: string }>,
  turnOn: msg`Turn on for this device`,
  turnOff: msg({ message: 'Turn off for {device}' }) as MessageWith<{ device: string }>,
  off: msg`Turn off`,
  turnedOff: msg`Notifications are off for that device.`,
  failed: msg`Something went wrong, Please try again!`,
});

/**
 * Settings › Account: the devices that get a notification when an application moves on, each turned off here. Shown
 * only where the server offers notifications (it has VAPID keys).
 */
export function NotificationsSection() {
  const text = useMessages(notificationsText);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { data } = useQuery(pushDevicesQuery);
  const publicKey = data?.public_key;
  if (!publicKey) return null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: pushDevicesQuery.queryKey });
  const date = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' });

  async function turnOff(id: number, endpoint: string) {
    try {
      if (await turnOffDevice(id, endpoint)) toast.success(text.turnedOff);
      else toast.error(offlineRefusal() ?? text.failed);
    } catch {
      toast.error(offlineRefusal() ?? text.failed);
    }
    await refresh();
  }

  return (
    <SettingsSection title={text.heading} description={text.lead}>
      {data.devices.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.devices.map((device) => {
            const name = device.endpoint === data.thisDevice ? `${device.device} (${text.thisDevice})` : device.device;
            return (
              <li key={device.id} className="flex flex-wrap items-center justify-between gap-3">
                <span>
                  {name} · {text.since({ date: date.format(new Date(device.created_at)) })}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={text.turnOff({ device: name })}
                  onClick={() => void turnOff(device.id, device.endpoint)}
                >
                  {text.off}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {pushSupported() && !data.thisDevice && (
        <div>
          <Button variant="outline" onClick={() => void turnOnAndSay(publicKey).then(refresh)}>
            {text.turnOn}
          </Button>
        </div>
      )}
    </SettingsSection>
  );
}
