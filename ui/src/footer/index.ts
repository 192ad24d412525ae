export { Footer, type FooterLink, footerText, type FooterProps, type FooterText } from './footer';
