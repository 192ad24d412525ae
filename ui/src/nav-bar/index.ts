export {
  NavBar,
  type NavBarLanguage,
  type NavBarLink,
  navBarText,
  navBarTranslations,
  type NavBarProps,
  type NavBarText,
} from './nav-bar';
