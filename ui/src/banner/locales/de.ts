import type { BannerText } from '../banner';

export default { dismiss: 'Schliessen' } satisfies BannerText;
