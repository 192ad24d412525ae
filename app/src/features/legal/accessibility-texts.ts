import { defineCatalog } from '../../i18n/catalog';
import { contactAddress } from './contact';
import type { LegalDocument } from './legal-texts';

const writeToUs = { href: `mailto:${contactAddress}`, label: contactAddress };

export const accessibilityText = defineCatalog<{
  document: LegalDocument;
  newTab: string;
  lastChecked: (date: string) => string;
  locale: string;
}>(
  {
    document: {
      title: 'Accessibility statement',
      intro:
        'jumpers is built so that everyone can look for work with it: with a keyboard alone, a screen reader, magnification or voice control. This statement says which standard the website and app meet, how we check it, what does not work yet, and how to reach us when something stands in your way.',
      sections: [
        {
          heading: 'The standard we meet',
          paragraphs: [
            'The website and app are made to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the level the Swiss accessibility standard eCH-0059 asks for. They meet it except where listed under Known limitations.',
          ],
        },
        {
          heading: 'How we check it',
          paragraphs: ['These checks run on every change to jumpers:'],
          items: [
            "Every component of our design system is checked with the axe accessibility engine in each of its states (empty, filled, with an error, open), including WCAG 2.2's minimum size of 24 pixels for controls.",
            'Every page of the app is checked with axe in our end-to-end tests.',
            'Journeys such as applying for a job and opening an application are tested with the keyboard alone.',
            'The public pages (the start page, the legal texts and this statement) are checked in forced-colours (high-contrast) mode, and at 320 pixels wide, the width of a laptop screen zoomed to 400 per cent, where they must fit without scrolling sideways.',
          ],
        },
        {
          heading: 'Known limitations',
          paragraphs: ['Automated checks cannot find every barrier. These we know of:'],
          items: [
            'The job map is a picture: a screen reader cannot explore it. The list of jobs beside it holds the same jobs, with their places and travel times, and is the accessible way to the same information.',
            'Documents that people upload, such as CVs, certificates and references (mostly PDF files), are not checked for accessibility. If you cannot read one, write to us and we will help.',
          ],
        },
        {
          heading: 'Ask for help or report a barrier',
          paragraphs: [
            {
              text: 'If something on jumpers is hard or impossible for you to use, or you need information in another format, write to us at',
              link: writeToUs,
            },
            'Tell us which page you were on and what happened. We will reply, tell you how and when we fix it, and help you in another way in the meantime.',
            'When you apply for a job, you can also ask the employer for adjustments for the interview or the work, such as step-free access or a sign language interpreter. Only the employer’s recruiter sees that request.',
          ],
        },
      ],
    },
    newTab: '(opens in a new tab)',
    lastChecked: (date) => `This statement was last reviewed, and the website and app last checked, on ${date}.`,
    locale: 'en-GB',
  },
  {
    document: {
      title: 'Erklärung zur Barrierefreiheit',
      intro:
        'jumpers ist so gebaut, dass alle damit Arbeit suchen können: nur mit der Tastatur, mit einem Screenreader, mit Vergrösserung oder mit Sprachsteuerung. Diese Erklärung sagt, welchen Standard die Website und die App erfüllen, wie wir das prüfen, was noch nicht funktioniert und wie Sie uns erreichen, wenn Ihnen etwas im Weg steht.',
      sections: [
        {
          heading: 'Der Standard, den wir erfüllen',
          paragraphs: [
            'Die Website und die App sind darauf ausgelegt, die Web Content Accessibility Guidelines (WCAG) 2.2 auf Stufe AA zu erfüllen, die Stufe, die der Schweizer Standard für Barrierefreiheit eCH-0059 verlangt. Sie erfüllen sie mit den Ausnahmen unter «Bekannte Einschränkungen».',
          ],
        },
        {
          heading: 'Wie wir das prüfen',
          paragraphs: ['Diese Prüfungen laufen bei jeder Änderung an jumpers:'],
          items: [
            'Jede Komponente unseres Designsystems wird in jedem ihrer Zustände (leer, ausgefüllt, mit Fehler, geöffnet) mit der Prüfsoftware axe geprüft, auch auf die Mindestgrösse von 24 Pixeln für Bedienelemente nach WCAG 2.2.',
            'Jede Seite der App wird in unseren End-to-End-Tests mit axe geprüft.',
            'Abläufe wie die Bewerbung auf eine Stelle und das Öffnen einer Bewerbung werden nur mit der Tastatur getestet.',
            'Die öffentlichen Seiten (die Startseite, die rechtlichen Texte und diese Erklärung) werden im Modus für erzwungene Farben (hoher Kontrast) geprüft und bei 320 Pixeln Breite, der Breite eines auf 400 Prozent vergrösserten Laptop-Bildschirms, wobei sie ohne seitliches Scrollen auf den Bildschirm passen müssen.',
          ],
        },
        {
          heading: 'Bekannte Einschränkungen',
          paragraphs: ['Automatische Prüfungen finden nicht jede Barriere. Diese kennen wir:'],
          items: [
            'Die Stellenkarte ist ein Bild: Ein Screenreader kann sie nicht erkunden. Die Liste der Stellen daneben enthält dieselben Stellen mit Ort und Reisezeit und ist der barrierefreie Weg zu denselben Informationen.',
            'Dokumente, die Personen hochladen, etwa Lebensläufe, Zeugnisse und Referenzen (meist PDF-Dateien), werden nicht auf Barrierefreiheit geprüft. Wenn Sie eines nicht lesen können, schreiben Sie uns, und wir helfen Ihnen.',
          ],
        },
        {
          heading: 'Hilfe erhalten oder eine Barriere melden',
          paragraphs: [
            {
              text: 'Wenn Ihnen etwas auf jumpers schwerfällt oder unmöglich ist, oder wenn Sie Informationen in einem anderen Format brauchen, schreiben Sie uns an',
              link: writeToUs,
            },
            'Sagen Sie uns, auf welcher Seite Sie waren und was geschah. Wir antworten Ihnen, sagen Ihnen, wie und wann wir es beheben, und helfen Ihnen bis dahin auf anderem Weg.',
            'Wenn Sie sich auf eine Stelle bewerben, können Sie den Arbeitgeber ausserdem um Anpassungen für das Vorstellungsgespräch oder die Arbeit bitten, etwa einen stufenlosen Zugang oder eine Gebärdensprachdolmetscherin. Diese Bitte sieht nur die zuständige Person für die Rekrutierung.',
          ],
        },
      ],
    },
    newTab: '(öffnet in einem neuen Tab)',
    lastChecked: (date) =>
      `Diese Erklärung wurde zuletzt am ${date} überarbeitet, die Website und die App am selben Tag zuletzt geprüft.`,
    locale: 'de-CH',
  },
);
