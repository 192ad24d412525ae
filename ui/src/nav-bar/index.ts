export { NavBar, type NavBarLanguage, type NavBarLink, type NavBarProps } from './nav-bar';
