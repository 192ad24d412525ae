import { dialogTranslations } from '@jumpers/ui';
import { uiTextCatalog } from '../i18n/messages';

/**
 * The ui dialog's own words (its back and close buttons), for every dialog the app opens itself: one catalog for all,
 * as a second one of the same translations would never be loaded.
 */
export const dialogTexts = uiTextCatalog(dialogTranslations);
