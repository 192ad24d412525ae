import { useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { Banner } from '../banner';
import { Button } from '../button';
import { FileInput } from '../file-input';
import { cn } from '../lib/cn';
import { videoRecorderText, type VideoRecorderText } from './video-recorder-text';

export type VideoRecorderProps = ComponentProps<'div'> & {
  /** The saved recording's address, if there is one. */
  videoUrl?: string | null;
  /**
   * Called with the chosen or recorded video (`jumper[video_recording]`). When it returns a promise,
   * the recorder closes once the promise resolves and stays open, video kept, when it rejects.
   */
  onUpload: (video: File) => void | Promise<unknown>;
  /** @defaultValue false */
  uploading?: boolean;
  text?: Partial<VideoRecorderText>;
};

/** What a live recording is saved as: the browser records webm, the API expects an mp4 name. */
const recordingFileName = 'recording.mp4';

/**
 * The jumper's video: shows the saved one, and adds or replaces it from an mp4 file or a live
 * recording with camera and microphone (start, stop, preview, upload). Closing the recorder, or
 * leaving the page, stops the camera and microphone.
 */
export function VideoRecorder({
  videoUrl,
  onUpload,
  uploading = false,
  text: textOverrides,
  className,
  ...props
}: VideoRecorderProps) {
  const text = { ...videoRecorderText, ...textOverrides };
  const [open, setOpen] = useState(false);
  const [video, setVideo] = useState<File | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [recording, setRecording] = useState(false);
  const [cameraDenied, setCameraDenied] = useState(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const liveVideo = useRef<HTMLVideoElement>(null);
  const previewUrl = usePreviewUrl(video);

  useEffect(() => {
    if (liveVideo.current) liveVideo.current.srcObject = stream;
  }, [stream]);
  // The camera light must go out whenever the recorder goes away.
  useEffect(() => () => stopTracks(stream), [stream]);

  const startCamera = async () => {
    setCameraDenied(false);
    try {
      setStream(await navigator.mediaDevices.getUserMedia({ video: true, audio: true }));
      setVideo(null);
    } catch {
      setCameraDenied(true);
    }
  };
  const startRecording = () => {
    if (!stream) return;
    const chunks: Blob[] = [];
    const mediaRecorder = new MediaRecorder(stream);
    mediaRecorder.ondataavailable = (event) => chunks.push(event.data);
    mediaRecorder.onstop = () => {
      const type = mediaRecorder.mimeType || 'video/webm';
      setVideo(new File(chunks, recordingFileName, { type }));
      setStream(null);
    };
    mediaRecorder.start();
    recorder.current = mediaRecorder;
    setRecording(true);
  };
  const stopRecording = () => {
    recorder.current?.stop();
    recorder.current = null;
    setRecording(false);
  };
  const close = () => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
    recorder.current = null;
    setRecording(false);
    setStream(null);
    setVideo(null);
    setCameraDenied(false);
    setOpen(false);
  };

  return (
    <div data-slot="video-recorder" className={cn('flex flex-col gap-4', className)} {...props}>
      {videoUrl && !open && (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- the jumper's own recording comes without a caption file
        <video
          controls
          src={videoUrl}
          aria-label={text.currentRecording}
          className="w-full max-w-xl rounded-md bg-black"
        />
      )}
      {!open ? (
        <Button type="button" className="self-start" onClick={() => setOpen(true)}>
          {videoUrl ? text.update : text.add}
        </Button>
      ) : (
        <div className="flex flex-col gap-4 rounded-lg border border-border p-4">
          <FileInput
            label={text.selectFile}
            accept=".mp4,video/mp4"
            text={{ choose: text.choose, remove: text.remove, wrongType: text.wrongType }}
            file={stream ? null : video}
            onFileChange={(file) => {
              setStream(null);
              setVideo(file);
            }}
          />
          <div className="flex flex-wrap gap-2">
            {!stream && (
              <Button type="button" variant="outline" onClick={startCamera}>
                {text.recordLive}
              </Button>
            )}
            {stream && !recording && (
              <Button type="button" variant="outline" onClick={startRecording}>
                {text.startRecording}
              </Button>
            )}
            {recording && (
              <Button type="button" variant="destructive" onClick={stopRecording}>
                {text.stopRecording}
              </Button>
            )}
          </div>
          {cameraDenied && <Banner>{text.cameraDenied}</Banner>}
          {stream && (
            <video
              ref={liveVideo}
              autoPlay
              muted
              playsInline
              aria-label={text.liveCamera}
              className="w-full max-w-xl rounded-md bg-black"
            />
          )}
          {previewUrl && (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- a video recorded a moment ago has no caption file
            <video
              controls
              src={previewUrl}
              aria-label={text.preview}
              className="w-full max-w-xl rounded-md bg-black"
            />
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="ghost" onClick={close}>
              {text.close}
            </Button>
            <Button
              type="button"
              disabled={!video || recording}
              loading={uploading}
              onClick={async () => {
                if (!video) return;
                const result = onUpload(video);
                if (!(result instanceof Promise)) return;
                try {
                  await result;
                  close();
                } catch {
                  // The caller reports the failure; the video stays for another try.
                }
              }}
            >
              {text.upload}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

function stopTracks(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}

/** An object URL for the file while it is shown, released afterwards. */
function usePreviewUrl(file: File | null) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
