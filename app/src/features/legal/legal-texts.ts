import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Language } from '../../i18n/language';
import { messageCatalog } from '../../i18n/messages';

/** The catalog of the legal feature: the legal documents and the accessibility statement. */
export const loadLegalMessages = (language: Language) => import(`./locales/${language}.po`);

/** Where a document's linked paragraph leads: not a text, so out of the catalog. */
export type LegalLink = { href: string; label: string };

export type LegalSection = {
  readonly heading: string;
  /** A first paragraph that ends in the document's link (an outside source opens in a new tab); at most one. */
  readonly linked: readonly string[];
  readonly paragraphs: readonly string[];
  readonly items: readonly string[];
};

export type LegalDocument = {
  readonly title: string;
  readonly intro: string;
  /** A notice above the text, e.g. that an address is example data. */
  readonly notice?: string;
  readonly sections: readonly LegalSection[];
};

/**
 * A section's messages. Every section gets the same keys (empty lists where it has none): the compiler keeps the
 * catalog's type only for a list whose entries have the same shape.
 */
export const legalSection = ({
  heading,
  linked,
  paragraphs = [],
  items = [],
}: {
  heading: MessageDescriptor;
  linked?: MessageDescriptor;
  paragraphs?: readonly MessageDescriptor[];
  items?: readonly MessageDescriptor[];
}) => ({ heading, linked: linked ? [linked] : [], paragraphs, items });

export const legalDocumentIds = ['imprint', 'privacy', 'terms', 'gav'] as const;
export type LegalDocumentId = (typeof legalDocumentIds)[number];

/** The link that ends a document's linked paragraph, for the documents that have one. */
export const legalDocumentLinks: Partial<Record<LegalDocumentId, LegalLink>> = {
  gav: { href: 'https://www.tempservice.ch', label: 'tempservice.ch' },
};

export const legalText = messageCatalog(loadLegalMessages, {
  documents: {
    imprint: {
      title: msg`Imprint`,
      intro: msg`Information about the provider of this website and app, as required by Swiss law (Art. 3 UWG).`,
      notice: msg`Example data: the company address, register number and contacts below are placeholders for this demonstration and do not belong to a real company.`,
      sections: [
        legalSection({
          heading: msg`Provider`,
          paragraphs: [msg`jumpers AG (example company)`, msg`Musterstrasse 1`, msg`8000 Zürich`, msg`Switzerland`],
        }),
        legalSection({
          heading: msg`Contact`,
          // The address of ./contact.ts, written out: a message in a list of paragraphs cannot take values.
          paragraphs: [msg`Phone: +41 44 000 00 00 (example)`, msg`Email: info@jumpers.example`],
        }),
        legalSection({
          heading: msg`Commercial register`,
          paragraphs: [
            msg`Registered in the commercial register of the Canton of Zürich.`,
            msg`Company number (UID): CHE-000.000.000 (example)`,
            msg`VAT number: CHE-000.000.000 MWST (example)`,
          ],
        }),
        legalSection({
          heading: msg`Authorisation for staff leasing`,
          paragraphs: [
            msg`Private employment agencies and staff-leasing companies in Switzerland need a cantonal licence and, for placement abroad, a federal licence from SECO (Recruitment Act, AVG). Our licence numbers will be published here.`,
          ],
        }),
        legalSection({
          heading: msg`Liability`,
          paragraphs: [
            msg`We check the job offers published on jumpers carefully, but cannot guarantee that every detail is correct, complete and current. Links to other websites are provided for convenience; we are not responsible for their content.`,
          ],
        }),
      ],
    },
    privacy: {
      title: msg`Privacy and cookies policy`,
      intro: msg`This policy explains which personal data jumpers processes when you use the web app, why, and what rights you have under the Swiss Federal Act on Data Protection (FADP).`,
      sections: [
        legalSection({
          heading: msg`Who is responsible`,
          paragraphs: [
            msg`jumpers AG (see the imprint) is responsible for processing your data. Questions about data protection: privacy@jumpers.example.`,
          ],
        }),
        legalSection({
          heading: msg`What we store about you`,
          paragraphs: [msg`When you register and use your profile, we store what you enter:`],
          items: [
            msg`account data: name, pronoun, gender, date of birth, mobile number, e-mail address and a securely hashed password`,
            msg`documents you upload: CV, certificates or diplomas, job references, identification documents, photo and video recording`,
            msg`profile data: work experience, education, language skills, job profiles and your About Me text`,
            msg`payroll data: bank account (IBAN), AHV number, marital status, pension and BVG details, residence permit and other personal details`,
            msg`your applications and their outcome`,
          ],
        }),
        legalSection({
          heading: msg`Why we process it`,
          paragraphs: [
            msg`We use your data to verify your documents, to propose you for jobs you apply to, to draw up employment contracts and to pay wages and social insurance contributions (AHV, BVG, unemployment insurance). We share your application only with the employer of the job you applied to, and payroll data only with the authorities and insurers the law requires.`,
          ],
        }),
        legalSection({
          heading: msg`Storage in your browser (cookies and similar)`,
          paragraphs: [
            msg`The app does not use advertising or analytics cookies and does not track you across websites. It keeps only what it needs to work in your browser’s storage:`,
          ],
          items: [
            msg`your session key, after you register or sign in: in local storage if you chose Keep Me Signed In, otherwise in session storage, which your browser clears when you close the tab; signing out deletes it`,
            msg`your language choice (English, German, French or Italian), in local storage, so the app opens in your language next time`,
          ],
        }),
        legalSection({
          heading: msg`Maps`,
          paragraphs: [
            msg`Job details show an embedded map. Your browser then loads map tiles from OpenStreetMap (tile.openstreetmap.org), which receives your IP address; see the OpenStreetMap Foundation’s privacy policy.`,
          ],
        }),
        legalSection({
          heading: msg`How long we keep it`,
          paragraphs: [
            msg`We keep your account data as long as you have an account. Payroll records are kept for ten years as Swiss law requires (Art. 958f CO). You can ask us to delete your account at any time.`,
          ],
        }),
        legalSection({
          heading: msg`Your rights`,
          paragraphs: [
            msg`You may ask what data we hold about you, have it corrected or deleted, and receive it in a common format. You can also complain to the Federal Data Protection and Information Commissioner (FDPIC).`,
          ],
        }),
      ],
    },
    terms: {
      title: msg`Terms and conditions`,
      intro: msg`These terms apply to everyone who uses the jumpers web app as a job seeker (jumper).`,
      sections: [
        legalSection({
          heading: msg`What jumpers does`,
          paragraphs: [
            msg`jumpers publishes temporary positions (jumper positions), for which jumpers AG employs you and leases you to a client company, and permanent positions, for which we place you with an employer who then employs you directly.`,
          ],
        }),
        legalSection({
          heading: msg`Your account`,
          paragraphs: [
            msg`Registration is free of charge. Keep your password secret and tell us at once if you think someone else uses your account. The information and documents you provide must be true and your own.`,
          ],
        }),
        legalSection({
          heading: msg`Verification of documents`,
          paragraphs: [
            msg`Before you can apply, we check your CV, certificate or diploma and job reference. We may refuse or withdraw verification if documents are incomplete or not genuine.`,
          ],
        }),
        legalSection({
          heading: msg`Applications and employment`,
          paragraphs: [
            msg`An application does not create an employment relationship. For a temporary position, an employment contract with jumpers AG is concluded in writing before your assignment starts; it is subject to the collective labour agreement for staff leasing (GAV Personalverleih). For a permanent position, the contract is concluded between you and the employer.`,
          ],
        }),
        legalSection({
          heading: msg`Costs`,
          paragraphs: [
            msg`Using jumpers is free for job seekers. Swiss law forbids charging job seekers for placement in staff leasing.`,
          ],
        }),
        legalSection({
          heading: msg`Availability`,
          paragraphs: [
            msg`We aim to keep the app available at all times but cannot guarantee it. We may change or end features with reasonable notice.`,
          ],
        }),
        legalSection({
          heading: msg`Applicable law`,
          paragraphs: [
            msg`Swiss law applies. Place of jurisdiction is Zürich, subject to mandatory places of jurisdiction for employees.`,
          ],
        }),
      ],
    },
    gav: {
      title: msg`GAV Personalverleih`,
      intro: msg`The collective labour agreement for staff leasing (Gesamtarbeitsvertrag Personalverleih, GAV Personalverleih) sets minimum working conditions for temporary workers in Switzerland.`,
      sections: [
        legalSection({
          heading: msg`Who it covers`,
          paragraphs: [
            msg`The GAV Personalverleih has been declared generally binding by the Federal Council. It applies to temporary workers employed by staff-leasing companies such as jumpers AG, unless a generally binding collective agreement of the client company’s industry applies instead.`,
          ],
        }),
        legalSection({
          heading: msg`What it regulates`,
          paragraphs: [msg`Among other things, the agreement sets:`],
          items: [
            msg`minimum wages by qualification and region`,
            msg`normal working hours, overtime and its compensation`,
            msg`holidays, public holidays and their pay`,
            msg`continued pay in case of illness or accident, and daily sickness benefit insurance`,
            msg`occupational pension (BVG) from the first day for some groups, otherwise after the waiting period`,
            msg`notice periods during the assignment`,
            msg`contributions to further training (temptraining)`,
          ],
        }),
        legalSection({
          heading: msg`Further training`,
          paragraphs: [
            msg`Temporary workers covered by the GAV can apply for contributions to further training through temptraining, financed by the agreement’s fund.`,
          ],
        }),
        legalSection({
          heading: msg`Official source`,
          linked: msg`The complete agreement, the current minimum wages and the forms are published by the joint commission (paritätische Kommission) on`,
        }),
      ],
    },
  },
  otherDocuments: msg`Legal documents`,
  newTab: msg`(opens in a new tab)`,
});
