export { Footer, type FooterLink, footerText, footerTranslations, type FooterProps, type FooterText } from './footer';
