export { Banner, bannerVariants, bannerText, bannerTranslations, type BannerProps, type BannerText } from './banner';
