import { PayslipsEmpty } from '@jumpers/ui';
import { useUiText } from '../../i18n/messages';
import { ProfileSubPage } from '../../lib/profile-sub-page';
import { payslipsEmptyTexts } from './messages';

/**
 * Profile › Payslips. The API has no payslips yet (api/openapi.yaml has no call for them), so every jumper
 * sees the empty state: 'No payslips yet - Once you've started working, we'll show your payslips here.'
 */
export function PayslipsPage() {
  const emptyText = useUiText(payslipsEmptyTexts);
  return (
    <ProfileSubPage>
      <PayslipsEmpty text={emptyText} />
    </ProfileSubPage>
  );
}
