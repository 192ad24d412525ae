export { Avatar, avatarVariants, avatarText, avatarTranslations, type AvatarProps, type AvatarText } from './avatar';
