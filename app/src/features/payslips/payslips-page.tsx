import { PayslipsEmpty } from '@jumpers/ui';
import { useMessages } from '../../i18n/messages';
import { ProfileSubPage } from '../../lib/profile-sub-page';
import { payslipsText } from './messages';

/**
 * Profile › Payslips. The API has no payslips yet (api/openapi.yaml has no call for them), so every jumper
 * sees the empty state: 'No payslips yet - Once you've started working, we'll show your payslips here.'
 */
export function PayslipsPage() {
  const text = useMessages(payslipsText);
  return (
    <ProfileSubPage>
      <PayslipsEmpty text={text.empty} />
    </ProfileSubPage>
  );
}
