import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@jumpers/ui';
import { useMessages } from '../../i18n/messages';
import { aboutUsText } from './messages';

/** Where a Google search for the company lists its reviews and the 'Write a review' button. */
const googleReviewsUrl = 'https://www.google.com/search?q=jumpers+AG+Z%C3%BCrich+reviews';
const feedbackAddress = 'feedback@jumpers.ch';
const socialProfiles = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/jumpers-ag' },
  { name: 'Instagram', href: 'https://www.instagram.com/jumpers.ch' },
  { name: 'Facebook', href: 'https://www.facebook.com/jumpers.ch' },
];

/** Settings › About Us: Rate Us On Google, Share Your Feedback and the social media profiles. */
export function AboutUsPage() {
  const text = useMessages(aboutUsText);
  const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
  const actions = [
    { title: text.rate, description: text.rateDescription, href: googleReviewsUrl, external: true },
    {
      title: text.feedback,
      description: text.feedbackDescription,
      href: `mailto:${feedbackAddress}?subject=${encodeURIComponent(text.feedbackSubject)}`,
      external: false,
    },
  ];
  return (
    <>
      <h1 className="text-2xl font-bold">{text.title}</h1>
      <p className="text-muted-foreground">{text.lead}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {actions.map((action) => (
          <Card key={action.title}>
            <CardHeader>
              <CardTitle level={2}>{action.title}</CardTitle>
              <CardDescription>{action.description}</CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild variant="outline">
                <a href={action.href} {...(action.external && newTab)}>
                  {action.title}
                  {action.external && <span className="sr-only"> {text.newTab}</span>}
                </a>
              </Button>
            </CardContent>
          </Card>
        ))}
      </div>
      <section aria-labelledby="social-heading" className="flex flex-col gap-3">
        <h2 id="social-heading" className="text-lg font-semibold">
          {text.social}
        </h2>
        <ul className="flex flex-wrap gap-3">
          {socialProfiles.map((profile) => (
            <li key={profile.name}>
              <Button asChild variant="outline">
                <a href={profile.href} {...newTab}>
                  {profile.name}
                  <span className="sr-only"> {text.newTab}</span>
                </a>
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
