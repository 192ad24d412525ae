import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  availableLanguages,
  jumperPositions,
  languageSkills,
  unreachableTileUrl,
  wide,
} from '../story-support/fixtures';
import { germanMapText } from '../story-support/fixtures-german';
import { inLanguage } from '../story-support/languages';
import { expectAllWhollyVisible } from '../story-support/layout';
import { Button } from '../button';
import { ApplyDialog, applyDialogTranslations, type ApplyDialogProps, type ApplyStep } from './apply-dialog';

const job = jumperPositions[0]!;

/** The dialog with the page's step state, as the explore page holds it. */
function ApplyFlow(props: ApplyDialogProps) {
  const [step, setStep] = useState<ApplyStep>(props.step);
  return (
    <ApplyDialog
      {...props}
      step={step}
      onStepChange={(next) => {
        props.onStepChange(next);
        setStep(next);
      }}
    />
  );
}

const meta = {
  title: 'Patterns/Apply/ApplyDialog',
  component: ApplyDialog,
  render: (args) => <ApplyFlow {...args} />,
  args: {
    step: 1,
    onStepChange: fn(),
    jobTitle: job.job_name,
    germanRequirement: 'advanced',
    onUploadCv: fn(),
    availableLanguages,
    languageSkills,
    onSaveLanguages: fn(),
    address: 'Seestrasse 12, 8002 Zürich',
    onSaveAddress: fn(),
    travelEstimates: {
      transit: { time: '18 min', distance: '6.2 km' },
      driving: { time: '14 min', distance: '5.8 km' },
    },
    jobLocation: { latitude: job.latitude, longitude: job.longitude, address: job.address, place: job.place },
    mapProps: { tileUrl: unreachableTileUrl },
    onSendApplication: fn(),
    onFinished: fn(),
  },
  parameters: {
    translations: applyDialogTranslations,
    docs: {
      description: {
        component:
          '**When to use:** the steps of applying for one job: CV, languages, directions, confirmation.\n\n**When not to:** single questions (use ConfirmDialog or Dialog).\n\n**States shown below:** explainer, CV on file, CV without file, CV uploaded, CV upload fails, CV later, languages, German preselected, no German required, no languages to submit, directions, directions without estimate, directions from location, adjustments asked for, adjustments folded away, resumed from a draft, send application once, send fails, back chevron, back keeps what was entered, close returns to step zero, sent, sent with an offer, closed, whole flow by keyboard, German explainer narrow, German CV narrow, German narrow, German directions narrow, German sent wide, French and Italian narrow and wide (the whole flow, ending on adjustments with a message), directions wide.',
      },
    },
  },
} satisfies Meta<typeof ApplyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.getByRole('dialog');

export const Explainer: Story = {
  play: async ({ args }) => {
    await expect(screen.getByRole('dialog', { name: 'How Applying Works' })).toBeVisible();
    await expect(within(dialog()).getByText('Warehouse Assistant')).toBeVisible();
    for (const name of ['Apply', 'Screen', 'Match']) await expect(within(dialog()).getByText(name)).toBeVisible();
    // Before anything else, the jumper learns that adjustments can be asked for, and who sees them.
    await expect(within(dialog()).getByText(/You can ask for it in the last step; only the recruiter/)).toBeVisible();
    // The first step has nothing to go back to.
    await expect(within(dialog()).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Continue' }));
    await expect(args.onStepChange).toHaveBeenCalledWith(2);
    await expect(screen.getByRole('dialog', { name: 'Upload Your CV' })).toBeVisible();
  },
};

/** A CV on file: Continue skips the CV step, Replace My CV opens it, and Back from the languages returns here. */
export const CvOnFile: Story = {
  args: { cvFileName: 'anna-muster-cv.pdf' },
  play: async ({ args }) => {
    await expect(within(dialog()).getByText(/Your CV \(anna-muster-cv\.pdf\) is on file/)).toBeVisible();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Continue' }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith(3);
    await expect(screen.getByRole('dialog', { name: 'Your Languages' })).toBeVisible();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Back' }));
    await expect(screen.getByRole('dialog', { name: 'How Applying Works' })).toBeVisible();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Replace My CV' }));
    await expect(screen.getByRole('dialog', { name: 'Upload Your CV' })).toBeVisible();
  },
};

export const CvWithoutFile: Story = {
  args: { step: 2 },
  play: async ({ args }) => {
    await expect(within(dialog()).getByText('PDF, DOC or DOCX')).toBeVisible();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Upload' }));
    await expect(within(dialog()).getByText('Please Select A File!')).toBeVisible();
    await expect(args.onUploadCv).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog', { name: 'Upload Your CV' })).toBeVisible();
  },
};

export const CvUploaded: Story = {
  args: { step: 2 },
  play: async ({ args }) => {
    const cv = new File(['%PDF-1.7'], 'cv-anna-muster.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(dialog()).getByLabelText(/Your CV/), cv);
    await expect(within(dialog()).getByText('cv-anna-muster.pdf')).toBeVisible();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Upload' }));
    await expect(args.onUploadCv).toHaveBeenCalledWith(cv);
    await expect(await screen.findByRole('dialog', { name: 'Your Languages' })).toBeVisible();
  },
};

export const CvUploadFails: Story = {
  args: { step: 2, onUploadCv: fn(() => Promise.reject(new Error('Failed to upload CV. Please try again.'))) },
  play: async ({ args }) => {
    await userEvent.upload(
      within(dialog()).getByLabelText(/Your CV/),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Upload' }));
    await expect(args.onUploadCv).toHaveBeenCalledTimes(1);
    // The page reports the failure; the step stays with the chosen file, ready to try again.
    await waitFor(() =>
      expect(within(dialog()).getByRole('button', { name: 'Upload' })).not.toHaveAttribute('aria-busy'),
    );
    await expect(screen.getByRole('dialog', { name: 'Upload Your CV' })).toBeVisible();
    await expect(within(dialog()).getByText('cv.pdf')).toBeVisible();
  },
};

export const CvLater: Story = {
  args: { step: 2 },
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: "I'll Do It later" }));
    await expect(args.onUploadCv).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog', { name: 'Your Languages' })).toBeVisible();
  },
};

export const Languages: Story = {
  args: { step: 3 },
  play: async ({ args }) => {
    const view = within(dialog());
    await expect(view.getByText('This job requires an Advanced level of German')).toBeVisible();
    await expect(view.getByRole('slider', { name: 'German' })).toHaveAttribute('aria-valuetext', 'Intermediate');
    await expect(view.getByRole('slider', { name: 'English' })).toHaveAttribute('aria-valuenow', '100');

    // Enter on an empty search asks for a name.
    await userEvent.click(view.getByRole('searchbox', { name: 'Search languages' }));
    await userEvent.keyboard('{Enter}');
    await expect(view.getByText('Language name cannot be empty!')).toBeVisible();

    await userEvent.type(view.getByRole('searchbox', { name: 'Search languages' }), 'ita');
    await expect(view.queryByRole('button', { name: 'Add Spanish' })).not.toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: 'Add Italian' }));
    await expect(view.queryByText('Language name cannot be empty!')).not.toBeInTheDocument();
    // A new language starts at beginner.
    await expect(view.getByRole('slider', { name: 'Italian' })).toHaveAttribute('aria-valuenow', '25');
    // The pressed button is gone: focus is back in the search, not lost to the page.
    await expect(view.getByRole('searchbox', { name: 'Search languages' })).toHaveFocus();

    view.getByRole('slider', { name: 'German' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(view.getByRole('slider', { name: 'German' })).toHaveAttribute('aria-valuetext', 'Advanced');

    await userEvent.click(view.getByRole('button', { name: 'Continue' }));
    await expect(args.onSaveLanguages).toHaveBeenCalledWith([
      expect.objectContaining({ language: 'English', spoken_level: 'native' }),
      expect.objectContaining({ language: 'German', spoken_level: 'advanced' }),
      expect.objectContaining({ admin_language_id: 2, language: 'Italian', spoken_level: 'beginner' }),
    ]);
    const directions = await screen.findByRole('dialog', { name: 'Your Way To Work' });
    await expect(directions).toBeVisible();
    // The story's picture is of the next step with its map drawn, not of the outline still loading. The map's code
    // loads when the step opens: on a busy machine that takes longer than the default second.
    await expect(
      await within(directions).findByRole(
        'img',
        { name: 'Map of Switzerland with the job location: Zürich' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

/** The job asks for advanced German and the jumper has none yet: German is listed at that level. */
export const GermanPreselected: Story = {
  args: { step: 3, languageSkills: [] },
  play: async ({ args }) => {
    const view = within(dialog());
    await expect(view.getByText('This job requires an Advanced level of German')).toBeVisible();
    const german = view.getByRole('slider', { name: 'German' });
    await expect(german).toHaveAttribute('aria-valuetext', 'Advanced');
    await expect(german).toHaveAttribute('aria-valuenow', '75');
    await expect(view.queryByRole('button', { name: 'Add German' })).not.toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: 'Continue' }));
    await expect(args.onSaveLanguages).toHaveBeenCalledWith([
      expect.objectContaining({ admin_language_id: 1, language: 'German', spoken_level: 'advanced' }),
    ]);
  },
};

export const NoGermanRequired: Story = {
  args: { step: 3, languageSkills: [], germanRequirement: 'none' },
  play: async () => {
    const view = within(dialog());
    await expect(view.getByText('No German required')).toBeVisible();
    await expect(view.getByText('No languages added yet.')).toBeVisible();
  },
};

export const NoLanguagesToSubmit: Story = {
  args: { step: 3, languageSkills: [], germanRequirement: undefined },
  play: async ({ args }) => {
    const view = within(dialog());
    await expect(view.getByText('No languages added yet.')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Continue' }));
    await expect(view.getByText('No language data to submit.')).toBeVisible();
    await expect(args.onSaveLanguages).not.toHaveBeenCalled();
    await userEvent.type(view.getByRole('searchbox', { name: 'Search languages' }), 'Spanish{Enter}');
    await expect(view.getByRole('slider', { name: 'Spanish' })).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Remove Spanish' }));
    await expect(view.queryByRole('slider', { name: 'Spanish' })).not.toBeInTheDocument();
  },
};

export const Directions: Story = {
  args: { step: 4 },
  play: async ({ args }) => {
    const view = within(dialog());
    await expect(view.getByRole('tab', { name: 'Transit' })).toHaveAttribute('aria-selected', 'true');
    await expect(view.getByText('18 min')).toBeVisible();
    await userEvent.click(view.getByRole('tab', { name: 'Driving' }));
    await expect(view.getByText('14 min')).toBeVisible();
    await expect(
      await view.findByRole('img', { name: 'Map of Switzerland with the job location: Zürich' }, { timeout: 10_000 }),
    ).toBeInTheDocument();

    const address = view.getByRole('textbox', { name: 'Your address' });
    await expect(address).toHaveValue('Seestrasse 12, 8002 Zürich');
    await userEvent.clear(address);
    await userEvent.type(address, 'Bahnhofplatz 1, 3011 Bern');
    await userEvent.click(view.getByRole('button', { name: 'Save' }));
    await expect(args.onSaveAddress).toHaveBeenCalledWith('Bahnhofplatz 1, 3011 Bern');

    await userEvent.click(view.getByRole('button', { name: 'Send Application' }));
    await expect(args.onSendApplication).toHaveBeenCalledWith({
      travel_time: '14 min',
      travel_distance: '5.8 km',
      knowledge_of_german: 'intermediate',
    });
    await expect(await screen.findByRole('dialog', { name: "We've Sent Your Application" })).toBeVisible();
  },
};

export const DirectionsWithoutEstimate: Story = {
  args: { step: 4, travelEstimates: { transit: { time: '41 min', distance: '17 km' } } },
  play: async ({ args }) => {
    const view = within(dialog());
    await userEvent.click(view.getByRole('tab', { name: 'Driving' }));
    await expect(view.getByText('No estimate for this address yet.')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Send Application' }));
    await expect(args.onSendApplication).toHaveBeenCalledWith({
      travel_time: '',
      travel_distance: '',
      knowledge_of_german: 'intermediate',
    });
  },
};

/** The estimate's method under it, an address the page could not place, and the device's location as the start. */
export const DirectionsFromLocation: Story = {
  args: {
    step: 4,
    travelEstimates: {},
    addressError: 'We could not find this place.',
    estimateNote: 'Estimate: straight-line distance × 1.3, at 30 km/h by public transport and 50 km/h by car.',
    onUseLocation: fn(),
    text: { noEstimate: 'No estimate can be made without your address.' },
  },
  play: async ({ args }) => {
    const view = within(dialog());
    await expect(view.getByText('No estimate can be made without your address.')).toBeVisible();
    await expect(view.getByText(/straight-line distance × 1.3/)).toBeVisible();
    await expect(view.getByRole('textbox', { name: 'Your address' })).toHaveAccessibleDescription(
      'We could not find this place.',
    );
    await userEvent.click(view.getByRole('button', { name: 'Use my location' }));
    await expect(args.onUseLocation).toHaveBeenCalledTimes(1);
  },
};

/**
 * Adjustments, unfolded by their toggle: "Something else" needs words before the application goes, and the request
 * travels with it. Every change reaches `onDraftChange`, so that an interrupted flow can keep it.
 */
export const AdjustmentsAskedFor: Story = {
  args: { step: 4, onDraftChange: fn() },
  play: async ({ args }) => {
    const view = within(dialog());
    await expect(view.queryByRole('group', { name: /Adjustments for the interview/ })).not.toBeInTheDocument();
    const toggle = view.getByRole('button', { name: 'Ask for adjustments (optional)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(view.getByRole('button', { name: 'Hide adjustments' })).toHaveAttribute('aria-expanded', 'true');
    const request = view.getByRole('group', { name: 'Adjustments for the interview or the work (optional)' });
    await userEvent.click(within(request).getByRole('checkbox', { name: 'Sign language interpreter' }));
    await userEvent.click(within(request).getByRole('checkbox', { name: 'Something else' }));
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({
      adjustments: { kinds: ['sign_language_interpreter', 'other'], details: null },
    });

    await userEvent.click(view.getByRole('button', { name: 'Send Application' }));
    await expect(args.onSendApplication).not.toHaveBeenCalled();
    const details = within(request).getByRole('textbox', { name: /What do you need\?/ });
    await expect(details).toHaveFocus();
    await expect(details).toHaveAccessibleDescription(/Please tell us what you need/);

    await userEvent.type(details, ' A seat near the door ');
    await userEvent.click(view.getByRole('button', { name: 'Send Application' }));
    await expect(args.onSendApplication).toHaveBeenCalledWith({
      travel_time: '18 min',
      travel_distance: '6.2 km',
      knowledge_of_german: 'intermediate',
      adjustments: { kinds: ['sign_language_interpreter', 'other'], details: 'A seat near the door' },
    });
  },
};

/** Folded away again, a request still goes with the application: hiding is not taking it back. */
export const AdjustmentsFoldedAway: Story = {
  args: { step: 4 },
  play: async ({ args }) => {
    const view = within(dialog());
    await userEvent.click(view.getByRole('button', { name: 'Ask for adjustments (optional)' }));
    await userEvent.click(view.getByRole('checkbox', { name: 'Step-free access' }));
    await userEvent.click(view.getByRole('button', { name: 'Hide adjustments' }));
    await expect(view.queryByRole('checkbox', { name: 'Step-free access' })).not.toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: 'Send Application' }));
    await expect(args.onSendApplication).toHaveBeenCalledWith(
      expect.objectContaining({ adjustments: { kinds: ['step_free_access'], details: null } }),
    );
  },
};

/** A flow resumed from a draft: the address typed and the adjustments asked for are back, unfolded. */
export const ResumedFromDraft: Story = {
  args: {
    step: 4,
    draft: {
      address: 'Marktgasse 5, 3011 Bern',
      adjustments: { kinds: ['extra_time'], details: null },
    },
  },
  play: async () => {
    const view = within(dialog());
    await expect(view.getByRole('textbox', { name: 'Your address' })).toHaveValue('Marktgasse 5, 3011 Bern');
    await expect(view.getByRole('button', { name: 'Hide adjustments' })).toHaveAttribute('aria-expanded', 'true');
    await expect(view.getByRole('checkbox', { name: 'Extra time' })).toBeChecked();
  },
};

/** Regression guard: a double click on Send Application must not apply twice. */
export const SendApplicationOnce: Story = {
  args: {
    step: 4,
    onSendApplication: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 200))),
  },
  play: async ({ args }) => {
    const send = within(dialog()).getByRole('button', { name: 'Send Application' });
    await userEvent.dblClick(send);
    await userEvent.click(send);
    await expect(await screen.findByRole('dialog', { name: "We've Sent Your Application" })).toBeVisible();
    await expect(args.onSendApplication).toHaveBeenCalledTimes(1);
  },
};

export const SendFails: Story = {
  args: { step: 4, onSendApplication: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ args }) => {
    const send = within(dialog()).getByRole('button', { name: 'Send Application' });
    await userEvent.click(send);
    await expect(args.onSendApplication).toHaveBeenCalledTimes(1);
    // The step stays and the button works again, so the user can retry.
    await waitFor(() => expect(send).not.toHaveAttribute('aria-busy'));
    await expect(screen.getByRole('dialog', { name: 'Your Way To Work' })).toBeVisible();
    await userEvent.click(send);
    await expect(args.onSendApplication).toHaveBeenCalledTimes(2);
  },
};

export const BackChevron: Story = {
  args: { step: 4 },
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Back' }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith(3);
    await expect(screen.getByRole('dialog', { name: 'Your Languages' })).toBeVisible();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Back' }));
    await expect(screen.getByRole('dialog', { name: 'Upload Your CV' })).toBeVisible();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Back' }));
    await expect(screen.getByRole('dialog', { name: 'How Applying Works' })).toBeVisible();
  },
};

/** Regression: going back a step and on again lost the typed address and the languages not yet saved. */
export const BackKeepsWhatWasEntered: Story = {
  args: { step: 4 },
  play: async () => {
    const address = within(dialog()).getByRole('textbox', { name: 'Your address' });
    await userEvent.clear(address);
    await userEvent.type(address, 'Bahnhofplatz 1, 3011 Bern');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Back' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add Spanish' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Back' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: "I'll Do It later" }));
    await expect(within(dialog()).getByRole('slider', { name: 'Spanish' })).toBeVisible();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Continue' }));
    await expect(within(dialog()).getByRole('textbox', { name: 'Your address' })).toHaveValue(
      'Bahnhofplatz 1, 3011 Bern',
    );
  },
};

export const CloseReturnsToStepZero: Story = {
  args: { step: 3 },
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await expect(args.onStepChange).toHaveBeenLastCalledWith(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onFinished).not.toHaveBeenCalled();
  },
};

export const Sent: Story = {
  args: { step: 5 },
  play: async ({ args }) => {
    await expect(screen.getByRole('dialog', { name: "We've Sent Your Application" })).toBeVisible();
    await expect(within(dialog()).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onStepChange).toHaveBeenLastCalledWith(0);
    await expect(args.onFinished).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The app's offer for this moment sits in the dialog, where the keyboard and screen readers are, before the way on. */
export const SentWithAnOffer: Story = {
  args: {
    step: 5,
    sentOffer: (
      <>
        <p>Get a notification on this device when your application moves on?</p>
        <Button variant="outline">Turn on notifications</Button>
      </>
    ),
  },
  play: async () => {
    const sent = screen.getByRole('dialog', { name: "We've Sent Your Application" });
    await expect(
      within(sent).getByText('Get a notification on this device when your application moves on?'),
    ).toBeVisible();
    await userEvent.tab();
    await expect(within(sent).getByRole('button', { name: 'Turn on notifications' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(sent).getByRole('button', { name: 'View My Applications' })).toHaveFocus();
  },
};

export const Closed: Story = {
  args: { step: 0 },
  play: async () => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const WholeFlowByKeyboard: Story = {
  args: { languageSkills: [] },
  play: async ({ args }) => {
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Continue' })).toBeVisible());
    within(dialog()).getByRole('button', { name: 'Continue' }).focus();
    await userEvent.keyboard('{Enter}');
    within(dialog()).getByRole('button', { name: "I'll Do It later" }).focus();
    await userEvent.keyboard('{Enter}');
    within(dialog()).getByRole('searchbox', { name: 'Search languages' }).focus();
    await userEvent.keyboard('German{Enter}');
    within(dialog()).getByRole('slider', { name: 'German' }).focus();
    await userEvent.keyboard('{End}');
    within(dialog()).getByRole('button', { name: 'Continue' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Your Way To Work' });
    within(dialog()).getByRole('button', { name: 'Send Application' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSendApplication).toHaveBeenCalledWith({
      travel_time: '18 min',
      travel_distance: '6.2 km',
      knowledge_of_german: 'native',
    });
    await expect(await screen.findByRole('dialog', { name: "We've Sent Your Application" })).toBeVisible();
  },
};

/**
 * The story's content as a page in a language gives it: the sample languages by their names in it (`admin_language`
 * stays the server's name) and the travel estimates in its number format.
 */
function contentIn(names: Record<string, string>, travelEstimates: ApplyDialogProps['travelEstimates']) {
  return {
    languageSkills: languageSkills.map((skill) => ({ ...skill, language: names[skill.language] ?? '' })),
    availableLanguages: availableLanguages.map((language) => ({ ...language, name: names[language.name] ?? '' })),
    travelEstimates,
  };
}

const germanArgs = {
  ...contentIn(
    { German: 'Deutsch', Italian: 'Italienisch', Spanish: 'Spanisch', English: 'Englisch' },
    { transit: { time: '18 Min.', distance: '6,2 km' }, driving: { time: '14 Min.', distance: '5,8 km' } },
  ),
  mapProps: { tileUrl: unreachableTileUrl, ...germanMapText },
};

export const GermanExplainerNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: { ...germanArgs, step: 1 },
  play: async () => {
    const view = within(await screen.findByRole('dialog', { name: 'So funktioniert die Bewerbung' }));
    await expect(view.getByText('Drei Schritte zu Ihrer nächsten Stelle:')).toBeVisible();
    await expect(view.getByText('Wir vergleichen Ihr Profil mit den Anforderungen der Stelle.')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Schliessen' })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Weiter' })).toBeVisible();
  },
};

/** Regression: the CV's remove cross and wrong-type message were English only. */
export const GermanCvNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: { ...germanArgs, step: 2 },
  play: async ({ args }) => {
    const view = within(await screen.findByRole('dialog', { name: 'Laden Sie Ihren Lebenslauf hoch' }));
    // A file outside `accept` (the picker's "all files"): user-event would filter it out itself.
    const user = userEvent.setup({ applyAccept: false });
    const input = view.getByLabelText(/^Ihr Lebenslauf/);
    await user.upload(input, new File(['GIF89a'], 'ferien.gif', { type: 'image/gif' }));
    await expect(await view.findByText('Dieser Dateityp wird nicht akzeptiert.')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Hochladen' }));
    await expect(await view.findByText('Bitte wählen Sie eine Datei aus!')).toBeVisible();
    await user.upload(input, new File(['%PDF-1.7'], 'lebenslauf.pdf', { type: 'application/pdf' }));
    await expect(view.queryByText('Bitte wählen Sie eine Datei aus!')).not.toBeInTheDocument();
    await expect(view.getByRole('button', { name: 'lebenslauf.pdf entfernen' })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Später erledigen' })).toBeVisible();
    await expect(args.onUploadCv).not.toHaveBeenCalled();
  },
};

export const GermanNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: { ...germanArgs, step: 3 },
  play: async () => {
    const view = within(screen.getByRole('dialog', { name: 'Ihre Sprachen' }));
    await expect(view.getByText('Diese Stelle verlangt Deutsch auf dem Niveau «Fortgeschritten»')).toBeVisible();
    await expect(view.getByText('Welche Sprachen sprechen Sie, und wie gut?')).toBeVisible();
    await expect(view.getByRole('slider', { name: 'Deutsch' })).toHaveAttribute('aria-valuetext', 'Mittelstufe');
    await expect(view.getByRole('button', { name: 'Deutsch entfernen' })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Zurück' })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Schliessen' })).toBeVisible();
    // Regression: 'Muttersprache' was cut off at the dialog's edge under every slider.
    const levelRows = screen.getByRole('dialog').querySelectorAll('[data-slot=language-level-slider-levels]');
    await expect(levelRows).toHaveLength(2);
    for (const levels of levelRows) await expectAllWhollyVisible([...levels.querySelectorAll('button')]);
  },
};

export const GermanDirectionsNarrow: Story = {
  ...inLanguage('de', 'narrow'),
  args: { ...germanArgs, step: 4 },
  play: async ({ args }) => {
    const view = within(screen.getByRole('dialog', { name: 'Ihr Arbeitsweg' }));
    await expect(view.getByRole('tab', { name: 'ÖV' })).toHaveAttribute('aria-selected', 'true');
    await expect(view.getByText('18 Min.')).toBeVisible();
    await userEvent.click(view.getByRole('tab', { name: 'Auto' }));
    await expect(view.getByText('5,8 km')).toBeVisible();
    await expect(view.getByLabelText('Ihre Adresse')).toHaveValue('Seestrasse 12, 8002 Zürich');
    await userEvent.click(view.getByRole('button', { name: 'Bewerbung senden' }));
    await expect(args.onSendApplication).toHaveBeenCalledWith({
      travel_time: '14 Min.',
      travel_distance: '5,8 km',
      knowledge_of_german: 'intermediate',
    });
    await expect(await screen.findByRole('dialog', { name: 'Wir haben Ihre Bewerbung gesendet' })).toBeVisible();
  },
};

export const GermanSentWide: Story = {
  ...inLanguage('de', 'wide'),
  args: { ...germanArgs, step: 5 },
  play: async () => {
    const view = within(screen.getByRole('dialog', { name: 'Wir haben Ihre Bewerbung gesendet' }));
    await expect(
      view.getByText('Das Unternehmen prüft Ihr Profil. Unter «Bewerbungen» können Sie Ihre Bewerbung verfolgen.'),
    ).toBeVisible();
    await expect(view.getByRole('button', { name: 'Meine Bewerbungen ansehen' })).toBeVisible();
  },
};

/** Asserts that nothing in the dialog is wider than the dialog. */
async function expectNoOverflow(dialog: HTMLElement) {
  await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
}

/** The words a story checks at each step it passes, in one language. */
type FlowWords = {
  titles: [explainer: string, cv: string, languages: string, directions: string];
  cvOnFile: RegExp;
  replaceCv: string;
  wrongFileType: string;
  later: string;
  germanRequirement: string | RegExp;
  native: string;
  continue: string;
  askForAdjustments: string;
  somethingElse: string;
  send: string;
  details: RegExp;
  detailsRequired: RegExp;
};

/**
 * The flow in a language, from the explainer (with a CV on file) through a refused CV, the languages and their levels,
 * to the directions with "something else" asked for and left empty: each step's longest words, checked on the way
 * for what a narrow screen could cut off. The picture is of the last step, with its message.
 */
function flowIn(content: ReturnType<typeof contentIn>, words: FlowWords): Story {
  return {
    args: { ...content, step: 1, cvFileName: 'curriculum-vitae-anna-muster-2026.pdf' },
    play: async () => {
      const explainer = await screen.findByRole('dialog', { name: words.titles[0] });
      await expect(within(explainer).getByText(words.cvOnFile)).toBeVisible();
      await expectNoOverflow(explainer);
      await userEvent.click(within(explainer).getByRole('button', { name: words.replaceCv }));

      const cv = await screen.findByRole('dialog', { name: words.titles[1] });
      const user = userEvent.setup({ applyAccept: false });
      await user.upload(within(cv).getByLabelText(/./, { selector: 'input' }), new File(['GIF89a'], 'photo.gif'));
      await expect(await within(cv).findByText(words.wrongFileType)).toBeVisible();
      await expectNoOverflow(cv);
      await userEvent.click(within(cv).getByRole('button', { name: words.later }));

      const languages = await screen.findByRole('dialog', { name: words.titles[2] });
      await expect(within(languages).getByText(words.germanRequirement)).toBeVisible();
      for (const levels of languages.querySelectorAll('[data-slot=language-level-slider-levels]')) {
        await expectAllWhollyVisible([...levels.querySelectorAll('button')]);
      }
      // The first language, English, is the jumper's mother tongue: its slider reads the longest level out.
      await expect(within(languages).getAllByRole('slider')[0]).toHaveAttribute('aria-valuetext', words.native);
      await userEvent.click(within(languages).getByRole('button', { name: words.continue }));

      const directions = await screen.findByRole('dialog', { name: words.titles[3] });
      await userEvent.click(within(directions).getByRole('button', { name: words.askForAdjustments }));
      await userEvent.click(within(directions).getByRole('checkbox', { name: words.somethingElse }));
      await userEvent.click(within(directions).getByRole('button', { name: words.send }));
      const details = within(directions).getByRole('textbox', { name: words.details });
      await expect(details).toHaveFocus();
      await expect(details).toHaveAccessibleDescription(words.detailsRequired);
      await expectNoOverflow(directions);
    },
  };
}

export const FrenchNarrow: Story = {
  ...flowIn(
    contentIn(
      { German: 'Allemand', Italian: 'Italien', Spanish: 'Espagnol', English: 'Anglais' },
      { transit: { time: '18 min', distance: '6,2 km' }, driving: { time: '14 min', distance: '5,8 km' } },
    ),
    {
      titles: ['Comment postuler', 'Téléchargez votre CV', 'Vos langues', 'Votre trajet'],
      cvOnFile: /^Votre CV \(curriculum-vitae-anna-muster-2026\.pdf\) est enregistré/,
      replaceCv: 'Remplacer mon CV',
      wrongFileType: 'Ce type de fichier n’est pas accepté.',
      later: 'Je le ferai plus tard',
      // Matchers read a no-break space as any space.
      germanRequirement: /^Ce poste exige un niveau d’allemand «\sAvancé\s»$/,
      native: 'Langue maternelle',
      continue: 'Continuer',
      askForAdjustments: 'Demander des aménagements (facultatif)',
      somethingElse: 'Autre chose',
      send: 'Envoyer la candidature',
      details: /^De quoi avez-vous besoin/,
      detailsRequired: /Veuillez indiquer ce dont vous avez besoin/,
    },
  ),
  ...inLanguage('fr', 'narrow'),
};

export const ItalianNarrow: Story = {
  ...flowIn(
    contentIn(
      { German: 'Tedesco', Italian: 'Italiano', Spanish: 'Spagnolo', English: 'Inglese' },
      { transit: { time: '18 min', distance: '6.2 km' }, driving: { time: '14 min', distance: '5.8 km' } },
    ),
    {
      titles: ['Come funziona la candidatura', 'Carichi il Suo curriculum vitae', 'Le Sue lingue', 'Il Suo tragitto'],
      cvOnFile: /^Il Suo curriculum vitae \(curriculum-vitae-anna-muster-2026\.pdf\) è salvato/,
      replaceCv: 'Sostituisci il mio curriculum vitae',
      wrongFileType: 'Questo tipo di file non è accettato.',
      later: 'Lo farò più tardi',
      germanRequirement: 'Questo posto richiede un livello di tedesco «Avanzato»',
      native: 'Madrelingua',
      continue: 'Continua',
      askForAdjustments: 'Richiedere adattamenti (facoltativo)',
      somethingElse: 'Altro',
      send: 'Invia candidatura',
      details: /^Di che cosa ha bisogno/,
      detailsRequired: /La preghiamo di descrivere di che cosa ha bisogno/,
    },
  ),
  ...inLanguage('it', 'narrow'),
};

export const FrenchWide: Story = { ...FrenchNarrow, ...inLanguage('fr', 'wide') };

export const ItalianWide: Story = { ...ItalianNarrow, ...inLanguage('it', 'wide') };

export const DirectionsWide: Story = {
  ...wide,
  args: { step: 4 },
  play: async () => {
    const view = within(screen.getByRole('dialog', { name: 'Your Way To Work' }));
    await expect(view.getByRole('tab', { name: 'Transit' })).toHaveAttribute('aria-selected', 'true');
    await expect(view.getByRole('button', { name: 'Send Application' })).toBeVisible();
    await expect(screen.getByRole('dialog').getBoundingClientRect().width).toBeLessThan(1280);
  },
};
