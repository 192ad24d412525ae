import { msg } from '@lingui/core/macro';
import { messageCatalog, type MessageWith } from '../../i18n/messages';
import { contactAddress } from './contact';
import { legalSection, loadLegalMessages, type LegalLink } from './legal-texts';

/** The link that ends the statement's linked paragraph: write to the imprint's address. */
export const accessibilityLink: LegalLink = { href: `mailto:${contactAddress}`, label: contactAddress };

export const accessibilityText = messageCatalog(loadLegalMessages, {
  document: {
    title: msg`Accessibility statement`,
    intro: msg`jumpers is built so that everyone can look for work with it: with a keyboard alone, a screen reader, magnification or voice control. This statement says which standard the website and app meet, how we check it, what does not work yet, and how to reach us when something stands in your way.`,
    sections: [
      legalSection({
        heading: msg`The standard we meet`,
        paragraphs: [
          msg`The website and app are made to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the level the Swiss accessibility standard eCH-0059 asks for. They meet it except where listed under Known limitations.`,
        ],
      }),
      legalSection({
        heading: msg`How we check it`,
        paragraphs: [msg`These checks run on every change to jumpers:`],
        items: [
          msg`Every component of our design system is checked with the axe accessibility engine in each of its states (empty, filled, with an error, open), including WCAG 2.2's minimum size of 24 pixels for controls.`,
          msg`Every page of the app is checked with axe in our end-to-end tests.`,
          msg`Journeys such as applying for a job and opening an application are tested with the keyboard alone.`,
          msg`The public pages (the start page, the legal texts and this statement) are checked in forced-colours (high-contrast) mode, and at 320 pixels wide, the width of a laptop screen zoomed to 400 per cent, where they must fit without scrolling sideways.`,
        ],
      }),
      legalSection({
        heading: msg`Known limitations`,
        paragraphs: [msg`Automated checks cannot find every barrier. These we know of:`],
        items: [
          msg`The job map is a picture: a screen reader cannot explore it. The list of jobs beside it holds the same jobs, with their places and travel times, and is the accessible way to the same information.`,
          msg`Documents that people upload, such as CVs, certificates and references (mostly PDF files), are not checked for accessibility. If you cannot read one, write to us and we will help.`,
        ],
      }),
      legalSection({
        heading: msg`Ask for help or report a barrier`,
        linked: msg`If something on jumpers is hard or impossible for you to use, or you need information in another format, write to us at`,
        paragraphs: [
          msg`Tell us which page you were on and what happened. We will reply, tell you how and when we fix it, and help you in another way in the meantime.`,
          msg`When you apply for a job, you can also ask the employer for adjustments for the interview or the work, such as step-free access or a sign language interpreter. Only the employer’s recruiter sees that request.`,
        ],
      }),
    ],
  },
  newTab: msg`(opens in a new tab)`,
  lastChecked: msg({
    message: 'This statement was last reviewed, and the website and app last checked, on {date}.',
  }) as MessageWith<{ date: string }>,
});
