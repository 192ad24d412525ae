export { Banner, bannerVariants, bannerText, type BannerProps, type BannerText } from './banner';
