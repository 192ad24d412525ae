import { Button, Dialog, DialogClose, ProfileSummary, toast } from '@jumpers/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/client';
import { fileUrl } from '../../api/file-url';
import { multipart } from '../../api/multipart';
import { messagesNow, useMessages, useUiText } from '../../i18n/messages';
import { dialogTexts } from '../../lib/dialog-texts';
import { jumperProfileQuery } from '../../lib/jumper-queries';
import { offlineRefusal } from '../../lib/offline-notice';
import { profileSummaryTexts, profileText } from './messages';
import { failureText, type ApiProfile } from './profile-calls';

/**
 * The left column: photo with its pencil, names, contact info, About Me with Save, and the writing tips. While the
 * profile loads (undefined), it keeps their place and size.
 */
export function ProfileSummaryPanel({ profile }: { profile: ApiProfile | undefined }) {
  const text = useMessages(profileText);
  const summaryText = useUiText(profileSummaryTexts);
  const queryClient = useQueryClient();
  // Both saves answer with the whole profile: every part of the screen shows it without asking again.
  const showSaved = (saved: ApiProfile) => queryClient.setQueryData(jumperProfileQuery.queryKey, saved);
  const [savingDescription, setSavingDescription] = useState(false);
  const [tipsOpen, setTipsOpen] = useState(false);

  async function changePhoto(file: File) {
    const current = messagesNow(profileText);
    try {
      // The call also takes JSON (About Me, languages); this is its multipart form.
      const photoForm = multipart({ 'user[profile_photo]': file }) as unknown as { body: { user: object } };
      const answer = await api.PUT('/api/v1/jumper_profile/update', photoForm);
      if (!answer.data) {
        toast.error(offlineRefusal() ?? failureText(answer, current.photoFailed, { accepts: 'image' }));
        return;
      }
      showSaved(answer.data.data);
      toast.success(current.photoUpdated);
    } catch {
      toast.error(offlineRefusal() ?? current.photoFailed);
    }
  }

  async function saveDescription(jumperDescription: string) {
    const current = messagesNow(profileText);
    setSavingDescription(true);
    try {
      const { data } = await api.PUT('/api/v1/jumper_profile/update', {
        body: { user: { jumper_description: jumperDescription } },
      });
      if (!data) {
        toast.error(offlineRefusal() ?? current.descriptionFailed);
        return;
      }
      showSaved(data.data);
      toast.success(current.descriptionUpdated);
    } catch {
      toast.error(offlineRefusal() ?? current.descriptionFailed);
    } finally {
      setSavingDescription(false);
    }
  }

  return (
    <>
      <ProfileSummary
        profile={
          profile && {
            ...profile,
            jumper_first_name: profile.jumper_first_name ?? '',
            jumper_last_name: profile.jumper_last_name ?? '',
            jumper_address: profile.jumper_address ?? null,
            jumper_city: profile.jumper_city ?? null,
            jumper_country: profile.jumper_country ?? null,
            jumper_plz: profile.jumper_plz ?? null,
            profile_photo_url: fileUrl(profile.profile_photo_url) ?? null,
          }
        }
        onPhotoSelect={(file) => void changePhoto(file)}
        onSaveDescription={(description) => void saveDescription(description)}
        onViewTips={() => setTipsOpen(true)}
        savingDescription={savingDescription}
        text={summaryText}
      />
      <Dialog
        open={tipsOpen}
        onOpenChange={setTipsOpen}
        title={text.tips.title}
        description={text.tips.intro}
        text={useUiText(dialogTexts)}
        footer={
          <DialogClose>
            <Button>{text.tips.gotIt}</Button>
          </DialogClose>
        }
      >
        <ol className="flex list-decimal flex-col gap-3 pl-5">
          {text.tips.items.map((tip) => (
            <li key={tip.title}>
              <p className="font-semibold">{tip.title}</p>
              <p className="text-sm text-muted-foreground">{tip.text}</p>
            </li>
          ))}
        </ol>
      </Dialog>
    </>
  );
}
