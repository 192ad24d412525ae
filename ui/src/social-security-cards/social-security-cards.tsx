import { useId, type ComponentProps } from 'react';
import { Button } from '../button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../card';
import { cn } from '../lib/cn';
import type { Translations } from '../lib/translations';

export const socialSecurityCardsText = {
  socialSecurityTitle: 'Add Social Security Info',
  socialSecurityDescription:
    'AHV number, pension contributions (AHV first pillar, BVG second pillar), child maintenance support and unemployment benefits.',
  personalTitle: 'Add Personal Info',
  personalDescription: 'Title, names, address, residence permit, nationality, marital status and language.',
  open: 'Open',
};
export type SocialSecurityCardsText = typeof socialSecurityCardsText;

/** The cards' words in every language. */
export const socialSecurityCardsTranslations: Translations<SocialSecurityCardsText> = {
  en: socialSecurityCardsText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

export type SocialSecurityCardsProps = ComponentProps<'div'> & {
  /** Opens the social security details form. */
  onOpenSocialSecurity: () => void;
  /** Opens the personal details form. */
  onOpenPersonalDetails: () => void;
  /**
   * The cards' heading level, to fit the page's outline.
   * @defaultValue 3
   */
  headingLevel?: 2 | 3 | 4;
  text?: Partial<SocialSecurityCardsText>;
};

/** The Social Security tab: two cards, each opening its form. */
export function SocialSecurityCards({
  onOpenSocialSecurity,
  onOpenPersonalDetails,
  headingLevel = 3,
  text: textOverrides,
  className,
  ...props
}: SocialSecurityCardsProps) {
  const text = { ...socialSecurityCardsText, ...textOverrides };
  const idPrefix = useId();
  const cards = [
    {
      id: `${idPrefix}-social`,
      title: text.socialSecurityTitle,
      description: text.socialSecurityDescription,
      onOpen: onOpenSocialSecurity,
    },
    {
      id: `${idPrefix}-personal`,
      title: text.personalTitle,
      description: text.personalDescription,
      onOpen: onOpenPersonalDetails,
    },
  ];
  return (
    <div data-slot="social-security-cards" className={cn('grid gap-4 md:grid-cols-2', className)} {...props}>
      {cards.map((card) => (
        <Card key={card.title}>
          <CardHeader>
            <CardTitle level={headingLevel} id={`${card.id}-title`}>
              {card.title}
            </CardTitle>
            <CardDescription>{card.description}</CardDescription>
          </CardHeader>
          <CardContent>
            {/* Named 'Open' plus the card's title, so the visible word is part of the name (WCAG 2.5.3). */}
            <Button
              type="button"
              variant="outline"
              onClick={card.onOpen}
              id={`${card.id}-open`}
              aria-labelledby={`${card.id}-open ${card.id}-title`}
            >
              {text.open}
            </Button>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
