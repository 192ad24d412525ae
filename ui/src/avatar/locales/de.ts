import type { AvatarText } from '../avatar';

export default { edit: 'Foto ändern' } satisfies AvatarText;
