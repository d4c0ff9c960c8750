/**
 * Every screen area's keys, made known to src/lib's FeatureMessageKeys (module augmentation), so
 * the toast, which shows a key sent from any screen, is typed without src/lib importing a
 * feature. The app layer may import features (src/import-rules.test.ts); a new area adds its
 * line here.
 */
import type { AccountMessageKey } from '../features/account/messages';
import type { CatalogueMessageKey } from '../features/catalogue/messages';
import type { ChatMessageKey } from '../features/chat/messages';
import type { ContentMessageKey } from '../features/content/messages';
import type { MainMessageKey } from '../features/main/messages';
import type { PickupMessageKey } from '../features/pickup/messages';
import type { DrawsMessageKey } from '../features/draws/messages';

declare module '../lib/i18n' {
  interface FeatureMessageKeys {
    account: AccountMessageKey;
    catalogue: CatalogueMessageKey;
    chat: ChatMessageKey;
    content: ContentMessageKey;
    main: MainMessageKey;
    pickup: PickupMessageKey;
    draws: DrawsMessageKey;
  }
}
