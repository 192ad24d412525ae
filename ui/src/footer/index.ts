export { Footer, type FooterLink, type FooterProps } from './footer';
