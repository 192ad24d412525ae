import { expect, test, type Page } from '@playwright/test';
import { chromiumPath } from '../../.ci/chromium.mjs';
import { expectNoAxeViolations } from './axe';
import { expectToast, signInVerifiedJumper } from './journey';
import { disguised, mp4 } from './profile-files';

// Chromium's own fake camera and microphone, granted without a prompt: only this file needs them.
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
  permissions: ['camera', 'microphone'],
});

async function openVideoTab(page: Page, name: string) {
  await signInVerifiedJumper(page, name);
  await page.goto('/jumper/profile');
  await page
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('link', { name: 'Video Recordings' })
    .click();
  await expect(page.getByRole('heading', { name: 'Video Recordings', level: 1 })).toBeVisible();
}

/** The saved video's bytes come from its signed address with the stored type. */
async function expectStoredVideo(page: Page, type: string) {
  const video = page.getByLabel('Your video recording');
  await expect(video).toBeVisible();
  const response = await page.request.get((await video.getAttribute('src'))!);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toBe(type);
}

test('a video chosen from an mp4 file is uploaded and shown again after a reload; refused and failed uploads keep it', async ({
  page,
}) => {
  await openVideoTab(page, 'video-file');
  await expect(page.getByText('No video recording yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add Video Recordings' }).click();
  const picker = page.getByLabel(/^Select File \(mp4\)/);
  await picker.setInputFiles(disguised('clip.mp4', 'video/mp4'));
  await expect(page.getByLabel('Preview of the new video')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Upload Video' }).click();
  await expectToast(page, 'This type of file is not accepted. Please choose an MP4 video.');
  await expect(page.getByText('clip.mp4', { exact: true })).toBeVisible();

  await picker.setInputFiles(mp4('intro.mp4'));
  // A 422 carries the server's own reason, which the user sees as it is.
  await page.route(
    '**/api/v1/jumpers/video_recording',
    (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Please select a video to upload.' }),
      }),
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Upload Video' }).click();
  await expectToast(page, 'Please select a video to upload.');
  await expect(page.getByText('intro.mp4', { exact: true })).toBeVisible();
  await page.route('**/api/v1/jumpers/video_recording', (route) => route.fulfill({ status: 500, body: '' }), {
    times: 1,
  });
  await page.getByRole('button', { name: 'Upload Video' }).click();
  await expectToast(page, 'Something Went Wrong. Please Try Again!');
  await expect(page.getByText('intro.mp4', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Upload Video' }).click();
  await expectToast(page, 'Video uploaded successfully.');
  await expect(page.getByRole('button', { name: 'Upload Video' })).toBeHidden();
  await expectStoredVideo(page, 'video/mp4');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Update Video Recordings' })).toBeVisible();
  await expectStoredVideo(page, 'video/mp4');
  await expect(page.getByLabel('Your video recording')).toHaveJSProperty('controls', true);
  await expectNoAxeViolations(page);
});

test('a video recorded live from the camera is previewed, uploaded and shown; closing releases the camera', async ({
  page,
}) => {
  // Keeps a handle on every stream the page gets, to check afterwards that its tracks were stopped.
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams = streams;
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      streams.push(stream);
      return stream;
    };
  });
  const liveTracks = () =>
    page.evaluate(
      () =>
        (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams
          .flatMap((stream) => stream.getTracks())
          .filter((track) => track.readyState === 'live').length,
    );
  await openVideoTab(page, 'video-live');

  await page.getByRole('button', { name: 'Add Video Recordings' }).click();
  await page.getByRole('button', { name: 'Record Live' }).click();
  await expect(page.getByLabel('Camera preview')).toBeVisible();
  expect(await liveTracks()).toBe(2);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Start recording' }).click();
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await expect(page.getByLabel('Preview of the new video')).toBeVisible();
  await expect.poll(liveTracks).toBe(0);
  await page.getByRole('button', { name: 'Upload Video' }).click();
  await expectToast(page, 'Video uploaded successfully.');
  // The browser records WebM (sent under an mp4 name, as the API expects); the server stores what the bytes are.
  await expectStoredVideo(page, 'video/webm');
  await page.reload();
  await expectStoredVideo(page, 'video/webm');

  // Opening the camera and closing the recorder turns the camera off again.
  await page.getByRole('button', { name: 'Update Video Recordings' }).click();
  await page.getByRole('button', { name: 'Record Live' }).click();
  await expect(page.getByLabel('Camera preview')).toBeVisible();
  expect(await liveTracks()).toBe(2);
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByLabel('Camera preview')).toBeHidden();
  await expect.poll(liveTracks).toBe(0);
});

test('a denied camera says that camera access is required', async ({ page }) => {
  // What the browser answers when the user blocks the camera.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await openVideoTab(page, 'video-denied');
  await page.getByRole('button', { name: 'Add Video Recordings' }).click();
  await page.getByRole('button', { name: 'Record Live' }).click();
  await expect(page.getByText('Camera access is required to record video.')).toBeVisible();
  await expectNoAxeViolations(page);
});
