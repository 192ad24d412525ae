import { toast, VideoRecorder } from '@jumpers/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/client';
import { fileUrl } from '../../api/file-url';
import { multipart } from '../../api/multipart';
import { invalidatePaths } from '../../api/query';
import { messagesNow, useMessages, useUiText } from '../../i18n/messages';
import { useJumperProfile } from '../../lib/jumper-queries';
import { ProfileSubPage } from '../../lib/profile-sub-page';
import { profileText, videoRecorderTexts } from './messages';
import { failureText } from './profile-calls';

/** Video Recordings: the saved video, and a new one from an mp4 file or the camera. */
export function VideoRecordingPage() {
  const text = useMessages(profileText);
  const queryClient = useQueryClient();
  const { data: profile } = useJumperProfile();
  const [uploading, setUploading] = useState(false);
  const videoUrl = fileUrl(profile?.video_recording_url);

  async function upload(video: File) {
    const current = messagesNow(profileText);
    setUploading(true);
    try {
      let answer;
      try {
        answer = await api.PUT('/api/v1/jumpers/video_recording', multipart({ 'jumper[video_recording]': video }));
      } catch {
        throw new Error(current.video.failed);
      }
      if (!answer.data) throw new Error(failureText(answer, current.video.failed, { accepts: 'video' }));
      toast.success(current.video.uploaded);
      await invalidatePaths(queryClient, '/api/v1/jumper_profile');
    } catch (error) {
      toast.error((error as Error).message);
      // The recorder stays open with the video for another try.
      throw error;
    } finally {
      setUploading(false);
    }
  }

  return (
    <ProfileSubPage>
      <p className="text-muted-foreground">{text.video.intro}</p>
      {profile && !videoUrl && <p>{text.video.none}</p>}
      <VideoRecorder videoUrl={videoUrl} onUpload={upload} uploading={uploading} text={useUiText(videoRecorderTexts)} />
    </ProfileSubPage>
  );
}
