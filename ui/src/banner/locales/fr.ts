import type { BannerText } from '../banner';

export default { dismiss: 'Fermer' } satisfies BannerText;
