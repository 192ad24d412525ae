export { Avatar, avatarVariants, avatarText, type AvatarProps, type AvatarText } from './avatar';
