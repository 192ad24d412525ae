import type { AvatarText } from '../avatar';

export default { edit: 'Changer la photo' } satisfies AvatarText;
