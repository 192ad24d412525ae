export { NavBar, type NavBarLanguage, type NavBarLink, navBarText, type NavBarProps, type NavBarText } from './nav-bar';
