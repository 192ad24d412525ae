export { TabNav, type TabNavLink, type TabNavProps } from './tab-nav';
