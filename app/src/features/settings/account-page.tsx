import { Button, Card, LogoutDialog, toast } from '@jumpers/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/client';
import { useText } from '../../i18n/catalog';
import { signOut } from '../../session/sign-out';
import { settingsText } from './messages';

/** Settings › Account: the e-mail (read-only), the account status and log-out. */
export function AccountPage() {
  const text = useText(settingsText);
  const navigate = useNavigate();
  const [email, setEmail] = useState<string>();

  useEffect(() => {
    let cancelled = false;
    api
      .GET('/api/v1/account_setting')
      .then(({ data }) => {
        if (!cancelled && data) setEmail(data.data.email);
      })
      .catch(() => toast.error(text.loadFailed));
    return () => {
      cancelled = true;
    };
  }, [text.loadFailed]);

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <h1 className="text-2xl font-bold">{text.title}</h1>
      <Card className="p-6">
        <dl className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-muted-foreground">{text.email}</dt>
          <dd>{email}</dd>
          <dt className="font-medium text-muted-foreground">{text.status}</dt>
          <dd>{text.active}</dd>
        </dl>
      </Card>
      <LogoutDialog
        text={text.logoutDialog}
        trigger={
          <Button variant="destructive" className="self-start">
            {text.logOut}
          </Button>
        }
        onLogout={async () => {
          await signOut();
          navigate('/');
        }}
      />
    </main>
  );
}
