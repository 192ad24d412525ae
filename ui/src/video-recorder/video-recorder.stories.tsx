import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { narrowViewport } from '../story-support/viewports';
import { VideoRecorder } from './video-recorder';
import { inLanguage } from '../story-support/languages';
import { videoRecorderTranslations } from './video-recorder-text';

const meta = {
  title: 'Patterns/Profile/VideoRecorder',
  component: VideoRecorder,
  args: { onUpload: fn(), className: 'max-w-2xl' },
  parameters: {
    docs: {
      description: {
        component:
          '**When to use:** adding a video introduction, uploaded or recorded live.\n\n**When not to:** photos (use Avatar).\n\n**States shown below:** add from mp4 file, closes after successful upload, keeps video after failed upload, update existing, camera denied, record live then upload, close stops the camera, German narrow, German update existing, French and Italian narrow and wide (a file of the wrong type, the camera refused).',
      },
    },
    translations: videoRecorderTranslations,
  },
} satisfies Meta<typeof VideoRecorder>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * This Chromium has no camera. A canvas and an oscillator give a real MediaStream through the
 * browser's own APIs, handed out by `getUserMedia` for the length of one story.
 */
function withFakeCamera(run: (tracks: MediaStreamTrack[]) => Promise<void>) {
  return async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext('2d');
    let frame = 0;
    const draw = setInterval(() => {
      if (!context) return;
      context.fillStyle = frame++ % 2 ? '#0b5d56' : '#f5b700';
      context.fillRect(0, 0, canvas.width, canvas.height);
    }, 40);
    const audio = new AudioContext();
    const oscillator = audio.createOscillator();
    const destination = audio.createMediaStreamDestination();
    oscillator.connect(destination);
    oscillator.start();
    const tracks = [...canvas.captureStream(25).getVideoTracks(), ...destination.stream.getAudioTracks()];
    const original = navigator.mediaDevices.getUserMedia;
    navigator.mediaDevices.getUserMedia = () => Promise.resolve(new MediaStream(tracks));
    try {
      await run(tracks);
    } finally {
      navigator.mediaDevices.getUserMedia = original;
      clearInterval(draw);
      oscillator.stop();
      await audio.close();
    }
  };
}

export const AddFromMp4File: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Video Recordings' }));
    await expect(canvas.getByRole('button', { name: 'Upload Video' })).toBeDisabled();
    const clip = new File(['mp4'], 'intro.mp4', { type: 'video/mp4' });
    await userEvent.upload(canvas.getByLabelText(/^Select File \(mp4\)/), clip);
    await expect(canvas.getByLabelText('Preview of the new video')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Video' }));
    await expect(args.onUpload).toHaveBeenCalledWith(clip);
  },
};

/** An upload that answers with a promise: the recorder closes once it resolves. */
export const ClosesAfterSuccessfulUpload: Story = {
  args: { onUpload: fn(() => Promise.resolve()) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Video Recordings' }));
    const clip = new File(['mp4'], 'intro.mp4', { type: 'video/mp4' });
    await userEvent.upload(canvas.getByLabelText(/^Select File \(mp4\)/), clip);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Video' }));
    await expect(args.onUpload).toHaveBeenCalledWith(clip);
    await expect(await canvas.findByRole('button', { name: 'Add Video Recordings' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Upload Video' })).toBeNull();
  },
};

/** A failed upload (the promise rejects) keeps the recorder open with the chosen video, for another try. */
export const KeepsVideoAfterFailedUpload: Story = {
  args: { onUpload: fn(() => Promise.reject(new Error('500'))) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Video Recordings' }));
    const clip = new File(['mp4'], 'intro.mp4', { type: 'video/mp4' });
    await userEvent.upload(canvas.getByLabelText(/^Select File \(mp4\)/), clip);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Video' }));
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledWith(clip));
    await expect(canvas.getByText('intro.mp4')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload Video' })).toBeEnabled();
  },
};

export const UpdateExisting: Story = {
  ...narrowViewport,
  args: { videoUrl: '/files/intro.mp4' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Your video recording')).toHaveAttribute('src', '/files/intro.mp4');
    await expect(canvas.getByRole('button', { name: 'Update Video Recordings' })).toBeVisible();
  },
};

export const CameraDenied: Story = {
  play: async ({ canvas, args }) => {
    const original = navigator.mediaDevices.getUserMedia;
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Add Video Recordings' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Record Live' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Camera access is required to record video.');
      await expect(args.onUpload).not.toHaveBeenCalled();
    } finally {
      navigator.mediaDevices.getUserMedia = original;
    }
  },
};

export const RecordLiveThenUpload: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    await withFakeCamera(async (tracks) => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add Video Recordings' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Record Live' }));
      await expect(await canvas.findByLabelText('Camera preview')).toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: 'Start recording' }));
      await new Promise((resolve) => setTimeout(resolve, 400));
      await userEvent.click(canvas.getByRole('button', { name: 'Stop recording' }));
      await expect(await canvas.findByLabelText('Preview of the new video')).toBeInTheDocument();
      // Recording done: the camera and microphone are off.
      await waitFor(() => expect(tracks.every((track) => track.readyState === 'ended')).toBe(true));
      await userEvent.click(canvas.getByRole('button', { name: 'Upload Video' }));
      const uploaded = (args.onUpload as ReturnType<typeof fn>).mock.calls[0]?.[0] as File;
      await expect(uploaded.name).toBe('recording.mp4');
      await expect(uploaded.size).toBeGreaterThan(0);
      // Leaves the recorder closed, so the baseline does not hold a moving picture.
      await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    })();
  },
};

export const CloseStopsTheCamera: Story = {
  play: async ({ canvas }) => {
    await withFakeCamera(async (tracks) => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add Video Recordings' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Record Live' }));
      await expect(await canvas.findByLabelText('Camera preview')).toBeInTheDocument();
      await expect(tracks.every((track) => track.readyState === 'live')).toBe(true);
      await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(tracks.every((track) => track.readyState === 'ended')).toBe(true));
      await expect(canvas.getByRole('button', { name: 'Add Video Recordings' })).toBeVisible();
    })();
  },
};

export const GermanNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Videoaufnahme hinzufügen' }));
    await expect(canvas.getByRole('button', { name: 'Video hochladen' })).toBeDisabled();
    // A file outside `accept` (the picker's "all files"): user-event would filter it out itself.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      canvas.getByLabelText(/^Datei auswählen \(mp4\)/),
      new File(['gif'], 'ferien.gif', { type: 'image/gif' }),
    );
    await expect(canvas.getByText('Bitte wählen Sie ein mp4-Video.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Live aufnehmen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Schliessen' })).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const GermanUpdateExisting: Story = {
  ...inLanguage('de', 'wide'),
  args: { videoUrl: '/files/intro.mp4' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Ihre Videoaufnahme')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Videoaufnahme ersetzen' })).toBeVisible();
  },
};

/** The recorder open in a language, with its longest words: a file of the wrong type, then the camera refused. */
function refusalsIn(words: {
  add: string;
  selectFile: RegExp;
  wrongType: string;
  recordLive: string;
  cameraDenied: string;
  upload: string;
  close: string;
}): Story {
  return {
    play: async ({ canvas, canvasElement, args }) => {
      await userEvent.click(canvas.getByRole('button', { name: words.add }));
      const user = userEvent.setup({ applyAccept: false });
      await user.upload(
        canvas.getByLabelText(words.selectFile),
        new File(['gif'], 'vacances.gif', { type: 'image/gif' }),
      );
      await expect(canvas.getByText(words.wrongType)).toBeVisible();
      const original = navigator.mediaDevices.getUserMedia;
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
      try {
        await userEvent.click(canvas.getByRole('button', { name: words.recordLive }));
        await expect(await canvas.findByRole('alert')).toHaveTextContent(words.cameraDenied);
      } finally {
        navigator.mediaDevices.getUserMedia = original;
      }
      await expect(canvas.getByRole('button', { name: words.upload })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: words.close })).toBeVisible();
      await expect(args.onUpload).not.toHaveBeenCalled();
      await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    },
  };
}

export const FrenchNarrow: Story = {
  ...refusalsIn({
    add: 'Ajouter un enregistrement vidéo',
    selectFile: /^Choisir un fichier \(mp4\)/,
    wrongType: 'Veuillez choisir une vidéo mp4.',
    recordLive: 'Enregistrer en direct',
    cameraDenied: 'L’accès à la caméra est nécessaire pour enregistrer une vidéo.',
    upload: 'Télécharger la vidéo',
    close: 'Fermer',
  }),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...refusalsIn({
    add: 'Aggiungi registrazione video',
    selectFile: /^Scegli file \(mp4\)/,
    wrongType: 'La preghiamo di scegliere un video mp4.',
    recordLive: 'Registra dal vivo',
    cameraDenied: 'Per registrare un video è necessario l’accesso alla fotocamera.',
    upload: 'Carica video',
    close: 'Chiudi',
  }),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };
