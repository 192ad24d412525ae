import {
  Button,
  Card,
  LoadingOverlay,
  MobileNumberForm,
  mobileNumberFormTranslations,
  toast,
  type ChangePasswordPayload,
} from '@jumpers/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { invalidatePaths } from '../../api/query';
import { uiTextCatalog, useMessages, useUiText, withTexts } from '../../i18n/messages';
import { dialogTexts } from '../../lib/dialog-texts';
import { LoadFailed } from '../../lib/load-failed';
import { serverMessage } from '../../lib/server-error';
import { signOut } from '../../session/sign-out';
import { accountSettingQuery } from './account-api';
import { settingsText } from './messages';
import { offlineRefusal } from '../../lib/offline-notice';

const PasswordDialog = lazy(() =>
  import('./account-dialogs').then(({ PasswordDialog }) => ({ default: PasswordDialog })),
);
const LogoutDialog = lazy(() => import('./account-dialogs').then(({ LogoutDialog }) => ({ default: LogoutDialog })));
// The e-mail choices and job alerts load after the account: their code stays out of the page's first visit.
const StatusEmailsSection = lazy(() =>
  import('./status-emails-section').then(({ StatusEmailsSection }) => ({ default: StatusEmailsSection })),
);
const NotificationsSection = lazy(() =>
  import('./notifications-section').then(({ NotificationsSection }) => ({ default: NotificationsSection })),
);
const AppSection = lazy(() => import('./app-section').then(({ AppSection }) => ({ default: AppSection })));
const JobAlertsSection = lazy(() =>
  withTexts(import('./job-alerts-section')).then(({ JobAlertsSection }) => ({ default: JobAlertsSection })),
);

/** The ui's mobile number form in the language in use. */
const mobileNumberFormTexts = uiTextCatalog(mobileNumberFormTranslations);

/**
 * The sections below the account card, each with its own data. One element, made once: React skips an element it
 * rendered before, so the account's answer and every change above renders the card alone, not these as well.
 */
const lowerSections = (
  <Suspense fallback={null}>
    <StatusEmailsSection />
    <JobAlertsSection />
    <NotificationsSection />
    <AppSection />
  </Suspense>
);

/** Settings › Account: the e-mail (read-only), the mobile number, the password, the status and log-out. */
export function AccountPage() {
  const text = useMessages(settingsText);
  const mobileNumberText = useUiText(mobileNumberFormTexts);
  const dialogText = useUiText(dialogTexts);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const account = useQuery(accountSettingQuery);
  const setting = account.data;
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  // Each dialog's code loads when it first opens, and the dialog stays mounted after, to close as it opened.
  const [dialogsOpened, setDialogsOpened] = useState({ password: false, logout: false });
  const openDialog = (dialog: 'password' | 'logout') => {
    setDialogsOpened((opened) => ({ ...opened, [dialog]: true }));
    (dialog === 'password' ? setPasswordOpen : setLogoutOpen)(true);
  };
  const [changingPassword, setChangingPassword] = useState(false);
  const [currentPasswordError, setCurrentPasswordError] = useState<string>();

  async function saveMobileNumber(mobile_number: string) {
    try {
      const { data } = await api.PUT('/api/v1/update_account_setting', { body: { user: { mobile_number } } });
      if (data) {
        queryClient.setQueryData(accountSettingQuery.queryKey, data.data);
        // The profile's contact info shows the number too.
        void invalidatePaths(queryClient, '/api/v1/jumper_profile');
        toast.success(text.mobileUpdated);
        return;
      }
    } catch {
      // Reported below, like a refusal.
    }
    toast.error(offlineRefusal() ?? text.mobileFailed);
    // The form stays in edit mode with what the user typed.
    throw new Error(text.mobileFailed);
  }

  async function changePassword(payload: ChangePasswordPayload) {
    setChangingPassword(true);
    setCurrentPasswordError(undefined);
    try {
      const { data, error, response } = await api.PUT('/api/v1/change_password', { body: { user: payload } });
      if (data) {
        toast.success(text.passwordChanged({ serverMessage: data.data }));
        setPasswordOpen(false);
        return;
      }
      if (error?.errors?.['user.current_password']) {
        setCurrentPasswordError(text.currentPasswordIncorrect);
        return;
      }
      toast.error(offlineRefusal() ?? serverMessage(error, response) ?? text.passwordFailed);
    } catch {
      toast.error(offlineRefusal() ?? text.passwordFailed);
    } finally {
      setChangingPassword(false);
    }
  }

  return (
    <>
      <h1 className="text-2xl font-bold">{text.title}</h1>
      {account.isError && (
        <LoadFailed message={text.loadFailed} text={{ retry: text.retry }} onRetry={() => void account.refetch()} />
      )}
      <LoadingOverlay loading={account.isPending} label={text.loading}>
        <Card className="flex flex-col gap-6 p-6">
          <dl className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
            <dt className="font-medium text-muted-foreground">{text.email}</dt>
            <dd className="break-words">{setting?.email}</dd>
            <dt className="font-medium text-muted-foreground">{text.status}</dt>
            <dd>{text.active}</dd>
          </dl>
          <MobileNumberForm
            mobileNumber={setting?.mobile_number_display ?? setting?.mobile_number ?? ''}
            countryCode={setting?.country_code}
            onSave={({ mobile_number }) => saveMobileNumber(mobile_number)}
            text={mobileNumberText}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span className="font-medium text-muted-foreground">{text.password}</span>
            <Button variant="outline" onClick={() => openDialog('password')}>
              {text.changePassword}
            </Button>
          </div>
        </Card>
      </LoadingOverlay>
      {lowerSections}
      <Button variant="destructive" className="self-start" onClick={() => openDialog('logout')}>
        {text.logOut}
      </Button>
      <Suspense>
        {dialogsOpened.logout && (
          <LogoutDialog
            open={logoutOpen}
            onOpenChange={setLogoutOpen}
            onLogout={async () => {
              await signOut();
              navigate('/');
            }}
          />
        )}
        {dialogsOpened.password && (
          <PasswordDialog
            open={passwordOpen}
            onOpenChange={(open) => {
              setPasswordOpen(open);
              if (!open) setCurrentPasswordError(undefined);
            }}
            title={text.changePassword}
            text={dialogText}
            form={{
              currentPasswordError,
              submitting: changingPassword,
              onCancel: () => setPasswordOpen(false),
              onSubmit: (payload) => void changePassword(payload),
            }}
          />
        )}
      </Suspense>
    </>
  );
}
