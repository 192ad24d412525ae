import { defineCatalog } from '../../i18n/catalog';

export const landingText = defineCatalog(
  {
    title: 'Jobs for every ability',
    lead: 'Temporary and permanent positions across Switzerland. Register, get your documents verified and apply in a few steps.',
    loginRegister: 'Login / Register',
    promoTitle: 'What are you waiting for? Get the app',
    promoText: 'Follow your applications and engagements on your phone, wherever you are.',
  },
  {
    title: 'Jobs für alle Fähigkeiten',
    lead: 'Temporäre und feste Stellen in der ganzen Schweiz. Registrieren Sie sich, lassen Sie Ihre Dokumente prüfen und bewerben Sie sich in wenigen Schritten.',
    loginRegister: 'Anmelden / Registrieren',
    promoTitle: 'Worauf warten Sie noch? Holen Sie sich die App',
    promoText: 'Verfolgen Sie Ihre Bewerbungen und Einsätze auf dem Handy, wo immer Sie sind.',
  },
);
