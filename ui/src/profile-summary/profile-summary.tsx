import { useState, type ComponentProps } from 'react';
import { Avatar, avatarVariants } from '../avatar';
import { Button } from '../button';
import { Card, CardContent } from '../card';
import { cn } from '../lib/cn';
import type { JumperProfile } from '../lib/profile';
import { Textarea } from '../textarea';
import type { Translations } from '../lib/translations';

export const profileSummaryText = {
  changePhoto: 'Change photo',
  contactInfo: 'Contact info',
  mobileNumber: 'Mobile number',
  email: 'E-mail',
  address: 'Address',
  addressNotFound: 'Address not found',
  aboutMe: 'About Me',
  save: 'Save',
  viewTips: 'View Tips',
  /** What a screen reader hears when typing in About Me pauses. */
  charactersLeft: (remaining: number) => `${remaining} characters left`,
};
export type ProfileSummaryText = typeof profileSummaryText;

/** The profile summary's words in every language. */
export const profileSummaryTranslations: Translations<ProfileSummaryText> = {
  en: profileSummaryText,
  load: { de: () => import('./locales/de'), fr: () => import('./locales/fr'), it: () => import('./locales/it') },
};

/** The longest About Me text, in characters. */
export const aboutMeMaxLength = 5000;

export type ProfileSummaryProps = ComponentProps<'div'> & {
  /** The jumper's profile; while it loads (undefined), the summary keeps the place and size of what comes. */
  profile: JumperProfile | undefined;
  /** Called with the new photo the user picked with the pencil. */
  onPhotoSelect: (file: File) => void;
  /** Called with the About Me text when Save is pressed. */
  onSaveDescription: (jumperDescription: string) => void;
  /** Opens the writing tips for About Me. */
  onViewTips?: () => void;
  /** @defaultValue false */
  savingDescription?: boolean;
  text?: Partial<ProfileSummaryText>;
};

/** A grey bar one line of text high, where text will be once it has loaded. */
function Placeholder({ className }: { className?: string }) {
  return (
    <span aria-hidden className={cn('block max-w-full rounded-sm bg-muted', className)}>
      {'\u00a0'}
    </span>
  );
}

/** The left column of the profile: photo, names, contact info and About Me. */
export function ProfileSummary({
  profile,
  onPhotoSelect,
  onSaveDescription,
  onViewTips,
  savingDescription = false,
  text: textOverrides,
  className,
  ...props
}: ProfileSummaryProps) {
  const text = { ...profileSummaryText, ...textOverrides };
  const [description, setDescription] = useState(profile?.jumper_description ?? '');
  // The profile arrived after the placeholders: About Me starts from its text.
  const [loaded, setLoaded] = useState(profile !== undefined);
  if (!loaded && profile) {
    setLoaded(true);
    setDescription(profile.jumper_description ?? '');
  }
  const name = profile ? `${profile.jumper_first_name} ${profile.jumper_last_name}`.trim() : '';
  const place = profile ? [profile.jumper_plz, profile.jumper_city].filter(Boolean).join(' ') : '';
  const address = profile?.jumper_address
    ? [profile.jumper_address, place, profile.jumper_country].filter(Boolean).join(', ')
    : text.addressNotFound;
  // Each value is undefined while the profile loads.
  const contacts: [string, string | undefined][] = [
    [text.mobileNumber, profile && (profile.mobile_number_display ?? profile.mobile_number ?? '')],
    [text.email, profile?.email],
    [text.address, profile && address],
  ];
  return (
    <Card data-slot="profile-summary" className={cn('flex flex-col gap-4', className)} {...props}>
      <CardContent className="flex flex-col items-center gap-3 text-center">
        {profile ? (
          <>
            <Avatar
              name={name}
              src={profile.profile_photo_url ?? undefined}
              size="lg"
              onPhotoSelect={onPhotoSelect}
              text={{ edit: text.changePhoto }}
            />
            <h2 className="text-xl font-semibold break-words">{name}</h2>
          </>
        ) : (
          <>
            <div className={cn(avatarVariants({ size: 'lg' }), 'rounded-full bg-muted')} />
            <Placeholder className="w-40 text-xl" />
          </>
        )}
      </CardContent>
      <CardContent className="flex flex-col gap-2">
        <h3 className="text-base font-semibold">{text.contactInfo}</h3>
        <dl className="flex flex-col gap-1 text-sm">
          {contacts.map(([term, value]) => (
            <div key={term} className="flex flex-col">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium break-words">{value ?? <Placeholder className="w-3/4" />}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
      <CardContent className="flex flex-col gap-2">
        <Textarea
          label={text.aboutMe}
          maxLength={aboutMeMaxLength}
          text={{ remaining: text.charactersLeft }}
          rows={6}
          disabled={!profile}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button type="button" variant="link" disabled={!profile} onClick={onViewTips}>
            {text.viewTips}
          </Button>
          <Button
            type="button"
            disabled={!profile}
            loading={savingDescription}
            onClick={() => onSaveDescription(description)}
          >
            {text.save}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
