/**
 * Every endpoint of libs/api (spec §7 and libs/api/ASSUMPTIONS.md A15-A20), answering exactly
 * libs/api's types, one module per area under routes/. The route table is walked by
 * handlers.test.ts against libs/domain's ENDPOINTS and libs/api's endpoint files.
 */
import { registerAlarmRoutes } from './routes/alarms';
import { registerBucketRoutes } from './routes/bucket';
import { registerCatalogueRoutes } from './routes/catalogue';
import { registerChatRoutes } from './routes/chat';
import { registerCommonRoutes } from './routes/common';
import { registerContentRoutes } from './routes/content';
import { registerDeskRoutes } from './routes/desk';
import { registerDiaryRoutes } from './routes/diary';
import { registerDrawRoutes } from './routes/draws';
import { registerMainRoutes } from './routes/main';
import { registerMemberRoutes } from './routes/member';
import { registerPaymentRoutes } from './routes/payments';
import { registerProductRoutes } from './routes/product';
import { registerReviewRoutes } from './routes/reviews';
import { registerSignOnRoutes } from './routes/sign-on';
import { registerStoreAndPickupRoutes } from './routes/store-pickup';
import { registrars, type Route } from './routes/register';

const AREAS = [
  registerCommonRoutes,
  registerMainRoutes,
  registerCatalogueRoutes,
  registerProductRoutes,
  registerStoreAndPickupRoutes,
  registerContentRoutes,
  registerDiaryRoutes,
  registerMemberRoutes,
  registerSignOnRoutes,
  registerAlarmRoutes,
  registerChatRoutes,
  registerDeskRoutes,
  registerPaymentRoutes,
  registerBucketRoutes,
  registerDrawRoutes,
  registerReviewRoutes,
];

export function registerRoutes(route: Route): void {
  const r = registrars(route);
  for (const register of AREAS) register(r);
}
