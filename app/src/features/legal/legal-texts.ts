import { defineCatalog } from '../../i18n/catalog';
import { contactAddress } from './contact';

/** A paragraph, or a paragraph that ends in a link (to an outside source, opened in a new tab). */
export type LegalParagraph = string | { text: string; link: { href: string; label: string } };

export type LegalSection = { heading: string; paragraphs: LegalParagraph[]; items?: string[] };

export type LegalDocument = {
  title: string;
  intro: string;
  /** A notice above the text, e.g. that an address is example data. */
  notice?: string;
  sections: LegalSection[];
};

export const legalDocumentIds = ['imprint', 'privacy', 'terms', 'gav'] as const;
export type LegalDocumentId = (typeof legalDocumentIds)[number];

const tempservice = 'https://www.tempservice.ch';

const english: Record<LegalDocumentId, LegalDocument> = {
  imprint: {
    title: 'Imprint',
    intro: 'Information about the provider of this website and app, as required by Swiss law (Art. 3 UWG).',
    notice:
      'Example data: the company address, register number and contacts below are placeholders for this demonstration and do not belong to a real company.',
    sections: [
      {
        heading: 'Provider',
        paragraphs: ['jumpers AG (example company)', 'Musterstrasse 1', '8000 Zürich', 'Switzerland'],
      },
      {
        heading: 'Contact',
        paragraphs: ['Phone: +41 44 000 00 00 (example)', `Email: ${contactAddress}`],
      },
      {
        heading: 'Commercial register',
        paragraphs: [
          'Registered in the commercial register of the Canton of Zürich.',
          'Company number (UID): CHE-000.000.000 (example)',
          'VAT number: CHE-000.000.000 MWST (example)',
        ],
      },
      {
        heading: 'Authorisation for staff leasing',
        paragraphs: [
          'Private employment agencies and staff-leasing companies in Switzerland need a cantonal licence and, for placement abroad, a federal licence from SECO (Recruitment Act, AVG). Our licence numbers will be published here.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'We check the job offers published on jumpers carefully, but cannot guarantee that every detail is correct, complete and current. Links to other websites are provided for convenience; we are not responsible for their content.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy and cookies policy',
    intro:
      'This policy explains which personal data jumpers processes when you use the web app, why, and what rights you have under the Swiss Federal Act on Data Protection (FADP).',
    sections: [
      {
        heading: 'Who is responsible',
        paragraphs: [
          'jumpers AG (see the imprint) is responsible for processing your data. Questions about data protection: privacy@jumpers.example.',
        ],
      },
      {
        heading: 'What we store about you',
        paragraphs: ['When you register and use your profile, we store what you enter:'],
        items: [
          'account data: name, pronoun, gender, date of birth, mobile number, e-mail address and a securely hashed password',
          'documents you upload: CV, certificates or diplomas, job references, identification documents, photo and video recording',
          'profile data: work experience, education, language skills, job profiles and your About Me text',
          'payroll data: bank account (IBAN), AHV number, marital status, pension and BVG details, residence permit and other personal details',
          'your applications and their outcome',
        ],
      },
      {
        heading: 'Why we process it',
        paragraphs: [
          'We use your data to verify your documents, to propose you for jobs you apply to, to draw up employment contracts and to pay wages and social insurance contributions (AHV, BVG, unemployment insurance). We share your application only with the employer of the job you applied to, and payroll data only with the authorities and insurers the law requires.',
        ],
      },
      {
        heading: 'Storage in your browser (cookies and similar)',
        paragraphs: [
          'The app does not use advertising or analytics cookies and does not track you across websites. It keeps only what it needs to work in your browser’s storage:',
        ],
        items: [
          'your session key, after you register or sign in: in local storage if you chose Keep Me Signed In, otherwise in session storage, which your browser clears when you close the tab; signing out deletes it',
          'your language choice (English or German), in local storage, so the app opens in your language next time',
        ],
      },
      {
        heading: 'Maps',
        paragraphs: [
          'Job details show an embedded map. Your browser then loads map tiles from OpenStreetMap (tile.openstreetmap.org), which receives your IP address; see the OpenStreetMap Foundation’s privacy policy.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'We keep your account data as long as you have an account. Payroll records are kept for ten years as Swiss law requires (Art. 958f CO). You can ask us to delete your account at any time.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You may ask what data we hold about you, have it corrected or deleted, and receive it in a common format. You can also complain to the Federal Data Protection and Information Commissioner (FDPIC).',
        ],
      },
    ],
  },
  terms: {
    title: 'Terms and conditions',
    intro: 'These terms apply to everyone who uses the jumpers web app as a job seeker (jumper).',
    sections: [
      {
        heading: 'What jumpers does',
        paragraphs: [
          'jumpers publishes temporary positions (jumper positions), for which jumpers AG employs you and leases you to a client company, and permanent positions, for which we place you with an employer who then employs you directly.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'Registration is free of charge. Keep your password secret and tell us at once if you think someone else uses your account. The information and documents you provide must be true and your own.',
        ],
      },
      {
        heading: 'Verification of documents',
        paragraphs: [
          'Before you can apply, we check your CV, certificate or diploma and job reference. We may refuse or withdraw verification if documents are incomplete or not genuine.',
        ],
      },
      {
        heading: 'Applications and employment',
        paragraphs: [
          'An application does not create an employment relationship. For a temporary position, an employment contract with jumpers AG is concluded in writing before your assignment starts; it is subject to the collective labour agreement for staff leasing (GAV Personalverleih). For a permanent position, the contract is concluded between you and the employer.',
        ],
      },
      {
        heading: 'Costs',
        paragraphs: [
          'Using jumpers is free for job seekers. Swiss law forbids charging job seekers for placement in staff leasing.',
        ],
      },
      {
        heading: 'Availability',
        paragraphs: [
          'We aim to keep the app available at all times but cannot guarantee it. We may change or end features with reasonable notice.',
        ],
      },
      {
        heading: 'Applicable law',
        paragraphs: [
          'Swiss law applies. Place of jurisdiction is Zürich, subject to mandatory places of jurisdiction for employees.',
        ],
      },
    ],
  },
  gav: {
    title: 'GAV Personalverleih',
    intro:
      'The collective labour agreement for staff leasing (Gesamtarbeitsvertrag Personalverleih, GAV Personalverleih) sets minimum working conditions for temporary workers in Switzerland.',
    sections: [
      {
        heading: 'Who it covers',
        paragraphs: [
          'The GAV Personalverleih has been declared generally binding by the Federal Council. It applies to temporary workers employed by staff-leasing companies such as jumpers AG, unless a generally binding collective agreement of the client company’s industry applies instead.',
        ],
      },
      {
        heading: 'What it regulates',
        paragraphs: ['Among other things, the agreement sets:'],
        items: [
          'minimum wages by qualification and region',
          'normal working hours, overtime and its compensation',
          'holidays, public holidays and their pay',
          'continued pay in case of illness or accident, and daily sickness benefit insurance',
          'occupational pension (BVG) from the first day for some groups, otherwise after the waiting period',
          'notice periods during the assignment',
          'contributions to further training (temptraining)',
        ],
      },
      {
        heading: 'Further training',
        paragraphs: [
          'Temporary workers covered by the GAV can apply for contributions to further training through temptraining, financed by the agreement’s fund.',
        ],
      },
      {
        heading: 'Official source',
        paragraphs: [
          {
            text: 'The complete agreement, the current minimum wages and the forms are published by the joint commission (paritätische Kommission) on',
            link: { href: tempservice, label: 'tempservice.ch' },
          },
        ],
      },
    ],
  },
};

const german: Record<LegalDocumentId, LegalDocument> = {
  imprint: {
    title: 'Impressum',
    intro: 'Angaben zur Anbieterin dieser Website und App gemäss Schweizer Recht (Art. 3 UWG).',
    notice:
      'Beispieldaten: Die Firmenadresse, die Registernummer und die Kontakte unten sind Platzhalter für diese Demonstration und gehören keinem realen Unternehmen.',
    sections: [
      {
        heading: 'Anbieterin',
        paragraphs: ['jumpers AG (Beispielfirma)', 'Musterstrasse 1', '8000 Zürich', 'Schweiz'],
      },
      {
        heading: 'Kontakt',
        paragraphs: ['Telefon: +41 44 000 00 00 (Beispiel)', `E-Mail: ${contactAddress}`],
      },
      {
        heading: 'Handelsregister',
        paragraphs: [
          'Eingetragen im Handelsregister des Kantons Zürich.',
          'Unternehmens-Identifikationsnummer (UID): CHE-000.000.000 (Beispiel)',
          'MWST-Nummer: CHE-000.000.000 MWST (Beispiel)',
        ],
      },
      {
        heading: 'Bewilligung für den Personalverleih',
        paragraphs: [
          'Private Arbeitsvermittler und Personalverleiher in der Schweiz brauchen eine kantonale Bewilligung und für den Verleih ins Ausland eine Bewilligung des SECO (Arbeitsvermittlungsgesetz, AVG). Unsere Bewilligungsnummern werden hier veröffentlicht.',
        ],
      },
      {
        heading: 'Haftung',
        paragraphs: [
          'Wir prüfen die auf jumpers veröffentlichten Stellen sorgfältig, können aber nicht garantieren, dass jede Angabe richtig, vollständig und aktuell ist. Links zu anderen Websites dienen Ihrer Bequemlichkeit; für deren Inhalt sind wir nicht verantwortlich.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Datenschutz- und Cookie-Richtlinie',
    intro:
      'Diese Richtlinie erklärt, welche Personendaten jumpers bearbeitet, wenn Sie die Web-App nutzen, wozu, und welche Rechte Sie nach dem Bundesgesetz über den Datenschutz (DSG) haben.',
    sections: [
      {
        heading: 'Verantwortliche Stelle',
        paragraphs: [
          'Verantwortlich für die Bearbeitung Ihrer Daten ist die jumpers AG (siehe Impressum). Fragen zum Datenschutz: privacy@jumpers.example.',
        ],
      },
      {
        heading: 'Was wir über Sie speichern',
        paragraphs: ['Wenn Sie sich registrieren und Ihr Profil nutzen, speichern wir, was Sie eingeben:'],
        items: [
          'Kontodaten: Name, Pronomen, Geschlecht, Geburtsdatum, Mobilnummer, E-Mail-Adresse und ein sicher gehashtes Passwort',
          'hochgeladene Dokumente: Lebenslauf, Zertifikate oder Diplome, Arbeitszeugnisse, Ausweisdokumente, Foto und Videoaufnahme',
          'Profildaten: Berufserfahrung, Ausbildung, Sprachkenntnisse, Jobprofile und Ihr Text «Über mich»',
          'Lohndaten: Bankverbindung (IBAN), AHV-Nummer, Zivilstand, Angaben zu Rente und BVG, Aufenthaltsbewilligung und weitere Personalien',
          'Ihre Bewerbungen und deren Ergebnis',
        ],
      },
      {
        heading: 'Wozu wir sie bearbeiten',
        paragraphs: [
          'Wir verwenden Ihre Daten, um Ihre Dokumente zu prüfen, Sie für Stellen vorzuschlagen, auf die Sie sich bewerben, Arbeitsverträge zu erstellen und Löhne sowie Sozialversicherungsbeiträge (AHV, BVG, Arbeitslosenversicherung) abzurechnen. Ihre Bewerbung geben wir nur dem Arbeitgeber der Stelle weiter, auf die Sie sich beworben haben, und Lohndaten nur den Behörden und Versicherungen, die das Gesetz vorschreibt.',
        ],
      },
      {
        heading: 'Speicherung in Ihrem Browser (Cookies und Ähnliches)',
        paragraphs: [
          'Die App verwendet keine Werbe- oder Analyse-Cookies und verfolgt Sie nicht über andere Websites. Sie speichert in Ihrem Browser nur, was sie zum Funktionieren braucht:',
        ],
        items: [
          'Ihren Sitzungsschlüssel nach der Registrierung oder Anmeldung: im Local Storage, wenn Sie «Angemeldet bleiben» gewählt haben, sonst im Session Storage, den Ihr Browser beim Schliessen des Tabs löscht; beim Abmelden wird er gelöscht',
          'Ihre Sprachwahl (Englisch oder Deutsch) im Local Storage, damit die App das nächste Mal in Ihrer Sprache öffnet',
        ],
      },
      {
        heading: 'Karten',
        paragraphs: [
          'Die Stellendetails zeigen eine eingebettete Karte. Ihr Browser lädt dafür Kartenbilder von OpenStreetMap (tile.openstreetmap.org), das dabei Ihre IP-Adresse erhält; es gilt die Datenschutzerklärung der OpenStreetMap Foundation.',
        ],
      },
      {
        heading: 'Wie lange wir sie aufbewahren',
        paragraphs: [
          'Kontodaten bewahren wir auf, solange Sie ein Konto haben. Lohnunterlagen bewahren wir zehn Jahre auf, wie es das Schweizer Recht verlangt (Art. 958f OR). Sie können jederzeit die Löschung Ihres Kontos verlangen.',
        ],
      },
      {
        heading: 'Ihre Rechte',
        paragraphs: [
          'Sie können Auskunft über Ihre Daten verlangen, sie berichtigen oder löschen lassen und sie in einem gängigen Format erhalten. Sie können sich zudem beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB) beschweren.',
        ],
      },
    ],
  },
  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    intro: 'Diese Bedingungen gelten für alle, die die jumpers Web-App als Stellensuchende (Jumper) nutzen.',
    sections: [
      {
        heading: 'Was jumpers tut',
        paragraphs: [
          'jumpers veröffentlicht temporäre Stellen (Jumper-Stellen), für die Sie bei der jumpers AG angestellt und an einen Einsatzbetrieb verliehen werden, und Festanstellungen, für die wir Sie an einen Arbeitgeber vermitteln, der Sie direkt anstellt.',
        ],
      },
      {
        heading: 'Ihr Konto',
        paragraphs: [
          'Die Registrierung ist kostenlos. Halten Sie Ihr Passwort geheim und melden Sie uns sofort, wenn Sie vermuten, dass jemand anderes Ihr Konto nutzt. Ihre Angaben und Dokumente müssen wahr sein und von Ihnen stammen.',
        ],
      },
      {
        heading: 'Prüfung der Dokumente',
        paragraphs: [
          'Bevor Sie sich bewerben können, prüfen wir Ihren Lebenslauf, Ihr Zertifikat oder Diplom und Ihr Arbeitszeugnis. Wir können die Prüfung verweigern oder widerrufen, wenn Dokumente unvollständig oder nicht echt sind.',
        ],
      },
      {
        heading: 'Bewerbung und Anstellung',
        paragraphs: [
          'Eine Bewerbung begründet kein Arbeitsverhältnis. Für eine temporäre Stelle wird vor Einsatzbeginn ein schriftlicher Arbeitsvertrag mit der jumpers AG geschlossen; er untersteht dem Gesamtarbeitsvertrag Personalverleih (GAV Personalverleih). Bei einer Festanstellung schliessen Sie den Vertrag direkt mit dem Arbeitgeber.',
        ],
      },
      {
        heading: 'Kosten',
        paragraphs: [
          'Die Nutzung von jumpers ist für Stellensuchende kostenlos. Das Schweizer Recht verbietet, Stellensuchenden im Personalverleih Gebühren zu verrechnen.',
        ],
      },
      {
        heading: 'Verfügbarkeit',
        paragraphs: [
          'Wir bemühen uns, die App jederzeit verfügbar zu halten, können dies aber nicht garantieren. Wir können Funktionen mit angemessener Vorankündigung ändern oder einstellen.',
        ],
      },
      {
        heading: 'Anwendbares Recht',
        paragraphs: [
          'Es gilt Schweizer Recht. Gerichtsstand ist Zürich, vorbehalten bleiben zwingende Gerichtsstände für Arbeitnehmende.',
        ],
      },
    ],
  },
  gav: {
    title: 'GAV Personalverleih',
    intro:
      'Der Gesamtarbeitsvertrag Personalverleih (GAV Personalverleih) legt Mindestarbeitsbedingungen für Temporärarbeitende in der Schweiz fest.',
    sections: [
      {
        heading: 'Für wen er gilt',
        paragraphs: [
          'Der GAV Personalverleih ist vom Bundesrat allgemeinverbindlich erklärt. Er gilt für Temporärarbeitende, die bei einem Personalverleiher wie der jumpers AG angestellt sind, sofern nicht ein allgemeinverbindlicher Gesamtarbeitsvertrag der Branche des Einsatzbetriebs vorgeht.',
        ],
      },
      {
        heading: 'Was er regelt',
        paragraphs: ['Der Vertrag regelt unter anderem:'],
        items: [
          'Mindestlöhne nach Qualifikation und Region',
          'Normalarbeitszeit, Überstunden und deren Entschädigung',
          'Ferien, Feiertage und deren Bezahlung',
          'Lohnfortzahlung bei Krankheit oder Unfall und die Krankentaggeldversicherung',
          'berufliche Vorsorge (BVG) für bestimmte Gruppen ab dem ersten Tag, sonst nach der Wartefrist',
          'Kündigungsfristen während des Einsatzes',
          'Beiträge an die Weiterbildung (temptraining)',
        ],
      },
      {
        heading: 'Weiterbildung',
        paragraphs: [
          'Temporärarbeitende, die dem GAV unterstehen, können über temptraining Beiträge an ihre Weiterbildung beantragen, finanziert aus dem Fonds des Vertrags.',
        ],
      },
      {
        heading: 'Offizielle Quelle',
        paragraphs: [
          {
            text: 'Den vollständigen Vertrag, die aktuellen Mindestlöhne und die Formulare veröffentlicht die paritätische Kommission auf',
            link: { href: tempservice, label: 'tempservice.ch' },
          },
        ],
      },
    ],
  },
};

export const legalText = defineCatalog(
  {
    documents: english,
    otherDocuments: 'Legal documents',
    newTab: '(opens in a new tab)',
  },
  {
    documents: german,
    otherDocuments: 'Rechtliche Dokumente',
    newTab: '(öffnet in einem neuen Tab)',
  },
);
