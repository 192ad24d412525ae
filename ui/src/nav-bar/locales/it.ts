import type { NavBarText } from '../nav-bar';

export default {
  language: 'Lingua',
  support: 'Assistenza',
  menu: 'Menu',
  unread: 'nuovi aggiornamenti',
} satisfies NavBarText;
