import { useState, type ComponentProps } from 'react';
import { Avatar } from '../avatar';
import { Button } from '../button';
import { Card, CardContent } from '../card';
import { cn } from '../lib/cn';
import { useMobileNumbers } from '../lib/mobile-number-loader';
import type { JumperProfile } from '../lib/profile';
import { Textarea } from '../textarea';

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

/** The longest About Me text, in characters. */
export const aboutMeMaxLength = 5000;

export type ProfileSummaryProps = ComponentProps<'div'> & {
  profile: JumperProfile;
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
  const mobileNumbers = useMobileNumbers();
  const [description, setDescription] = useState(profile.jumper_description ?? '');
  const name = `${profile.jumper_first_name} ${profile.jumper_last_name}`.trim();
  const place = [profile.jumper_plz, profile.jumper_city].filter(Boolean).join(' ');
  const address = profile.jumper_address
    ? [profile.jumper_address, place, profile.jumper_country].filter(Boolean).join(', ')
    : text.addressNotFound;
  const contacts: [string, string][] = [
    [text.mobileNumber, mobileNumbers?.formatMobileNumber(profile.mobile_number) ?? profile.mobile_number ?? ''],
    [text.email, profile.email],
    [text.address, address],
  ];
  return (
    <Card data-slot="profile-summary" className={cn('flex flex-col gap-4', className)} {...props}>
      <CardContent className="flex flex-col items-center gap-3 text-center">
        <Avatar
          name={name}
          src={profile.profile_photo_url ?? undefined}
          size="lg"
          onPhotoSelect={onPhotoSelect}
          text={{ edit: text.changePhoto }}
        />
        <h2 className="text-xl font-semibold break-words">{name}</h2>
      </CardContent>
      <CardContent className="flex flex-col gap-2">
        <h3 className="text-base font-semibold">{text.contactInfo}</h3>
        <dl className="flex flex-col gap-1 text-sm">
          {contacts.map(([term, value]) => (
            <div key={term} className="flex flex-col">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium break-words">{value}</dd>
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
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button type="button" variant="link" onClick={onViewTips}>
            {text.viewTips}
          </Button>
          <Button type="button" loading={savingDescription} onClick={() => onSaveDescription(description)}>
            {text.save}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
