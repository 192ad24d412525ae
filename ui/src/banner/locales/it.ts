import type { BannerText } from '../banner';

export default { dismiss: 'Chiudi' } satisfies BannerText;
