import type { NavBarText } from '../nav-bar';

export default {
  language: 'Sprache',
  support: 'Support',
  menu: 'Menü',
  unread: 'neue Meldungen',
} satisfies NavBarText;
