import { LoadingOverlay, PersonalDetailsForm, SocialSecurityCards, SocialSecurityForm, toast } from '@jumpers/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../api/client';
import { invalidatePaths } from '../../api/query';
import { useMessages, useUiText } from '../../i18n/messages';
import { jumperProfileQuery, useJumperProfile, type JumperProfile } from '../../lib/jumper-queries';
import { ProfileSubPage } from '../../lib/profile-sub-page';
import { useLanguage } from '../../i18n/language';
import { LoadFailed } from '../../lib/load-failed';
import { loadState } from '../../lib/load-state';
import { fieldMessage, serverErrorText, serverMessage } from '../../lib/server-error';
import { SaveDialog, useSaveDialog } from '../../lib/save-dialog';
import {
  personalDetailsFormTexts,
  socialSecurityCardsTexts,
  socialSecurityFormTexts,
  socialSecurityText,
} from './messages';
import { personalDetailsOptions } from './options';
import { personalDetailsBody, personalDetailsFrom, personalDetailsSummary } from './personal-details';
import { offlineRefusal } from '../../lib/offline-notice';

/** Profile › Social Security: two cards, each opening its form in a dialog that pre-fills what is saved. */
export function SocialSecurityPage() {
  const text = useMessages(socialSecurityText);
  const refusals = useMessages(serverErrorText);
  const cardsText = useUiText(socialSecurityCardsTexts);
  const socialSecurityFormText = useUiText(socialSecurityFormTexts);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const query = useJumperProfile();
  const { data: profile } = query;
  const { failed, loading } = loadState(query);
  // Both saves answer with what they stored: the profile on screen takes it without asking again.
  const showSaved = (saved: Partial<JumperProfile>) =>
    queryClient.setQueryData(jumperProfileQuery.queryKey, (current) => current && { ...current, ...saved });
  const social = useSaveDialog();
  // The server's refusal of the AHV number, shown under that field rather than only in the toast and the banner.
  const [ahvNumberError, setAhvNumberError] = useState<string>();
  const personal = useSaveDialog();
  const options = useMemo(() => personalDetailsOptions(language, text.permits), [language, text.permits]);
  const personalFormText = useUiText(personalDetailsFormTexts);

  const savedSocial = profile?.social_security_details ?? null;
  const savedPersonal = profile ? personalDetailsSummary(profile) : undefined;

  return (
    <ProfileSubPage>
      <p className="text-muted-foreground">{text.lead}</p>
      {failed && (
        <LoadFailed message={text.loadFailed} text={{ retry: text.retry }} onRetry={() => void query.refetch()} />
      )}
      <LoadingOverlay loading={loading} label={text.loading}>
        {profile && (
          <SocialSecurityCards
            headingLevel={2}
            onOpenSocialSecurity={() => {
              setAhvNumberError(undefined);
              social.show();
            }}
            onOpenPersonalDetails={personal.show}
            text={{
              ...cardsText,
              // Once saved, a card says what it holds instead of what it asks for.
              ...(savedSocial && {
                socialSecurityDescription: `${text.savedSummary}: ${text.ahvSummary({ ahv: savedSocial.oasi_ahv_number })}`,
              }),
              ...(savedPersonal && { personalDescription: `${text.savedSummary}: ${savedPersonal}` }),
            }}
          />
        )}
      </LoadingOverlay>
      <SaveDialog state={social} title={text.socialSecurityDialog}>
        <SocialSecurityForm
          details={savedSocial}
          ahvNumberError={ahvNumberError}
          submitting={social.submitting}
          // The browser's check reads as the server's refusal of the same rule (lib/server-error).
          text={{ ...socialSecurityFormText, ahvInvalid: refusals.fields.invalid_ahv_number }}
          onCancel={() => social.onOpenChange(false)}
          onSubmit={(payload) =>
            void social.save(async () => {
              setAhvNumberError(undefined);
              const { data, error, response } = await api.PUT('/api/v1/jumpers/social_security_details', {
                body: { jumper: payload },
              });
              if (!data) {
                toast.error(offlineRefusal() ?? text.socialSecurityFailed);
                const ahvRefusal = fieldMessage(error, response, 'jumper.oasi_ahv_number');
                if (ahvRefusal) {
                  setAhvNumberError(ahvRefusal);
                  return text.socialSecurityFailed;
                }
                const reason = serverMessage(error, response);
                return reason ? `${text.socialSecurityFailed} ${reason}` : text.socialSecurityFailed;
              }
              toast.success(text.socialSecuritySaved);
              showSaved({ social_security_details: data.data });
              return undefined;
            }, text.socialSecurityFailed)
          }
        />
      </SaveDialog>
      <SaveDialog state={personal} title={text.personalDialog}>
        {profile && (
          <PersonalDetailsForm
            details={personalDetailsFrom(profile)}
            options={options}
            submitting={personal.submitting}
            text={personalFormText}
            onCancel={() => personal.onOpenChange(false)}
            onSubmit={(payload) =>
              void personal.save(async () => {
                const { data, error, response } = await api.PUT('/api/v1/jumpers/personal_details', {
                  body: { jumper: personalDetailsBody(payload) },
                });
                if (!data) {
                  // A failure shows its error message.
                  const message = serverMessage(error, response) ?? text.personalFailed;
                  toast.error(offlineRefusal() ?? message);
                  return message;
                }
                toast.success(text.personalSaved);
                showSaved(data.data);
                // Explore measures every commute from the home (docs/product-rules.md#finding-jobs).
                void invalidatePaths(queryClient, '/api/v1/jumpers/dashboard', '/api/v1/jumpers/job/{id}');
                return undefined;
              }, text.personalFailed)
            }
          />
        )}
      </SaveDialog>
    </ProfileSubPage>
  );
}
