import type { AvatarText } from '../avatar';

export default { edit: 'Cambia foto' } satisfies AvatarText;
