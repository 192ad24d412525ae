import { Button, Card } from '@jumpers/ui';
import { Link } from 'react-router-dom';
import { useMessages } from '../../i18n/messages';
import { InstallAppOffer } from '../../lib/install-app-offer';
import { landingText } from './messages';

export function LandingPage() {
  const text = useMessages(landingText);
  return (
    <main className="mx-auto flex max-w-3xl flex-col items-center gap-8 px-6 py-16 text-center">
      <h1 className="text-4xl font-bold">{text.title}</h1>
      <p className="text-lg text-muted-foreground">{text.lead}</p>
      <Button asChild size="lg">
        <Link to="/login/jumper">{text.loginRegister}</Link>
      </Button>
      <Card className="w-full p-6">
        <h2 className="text-xl font-semibold">{text.promoTitle}</h2>
        <p className="mt-2 text-muted-foreground">{text.promoText}</p>
        <div className="mt-4">
          <InstallAppOffer />
        </div>
      </Card>
    </main>
  );
}
