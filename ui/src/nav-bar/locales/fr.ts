import type { NavBarText } from '../nav-bar';

export default {
  language: 'Langue',
  support: 'Assistance',
  menu: 'Menu',
  unread: 'nouvelles mises à jour',
} satisfies NavBarText;
