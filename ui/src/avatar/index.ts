export { Avatar, avatarVariants, type AvatarProps } from './avatar';
