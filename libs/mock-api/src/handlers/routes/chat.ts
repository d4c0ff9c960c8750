/** The AI chat client's calls (spec §7; no gateway or token headers, libs/api T4). */
import type { ChatFeedbackResponse, RecentSearchCountResponse } from '@bottle/api';
import { CNO_HEADER } from '@bottle/domain';
import { badRequest } from '../../state/errors';
import { chatFeedback, chatImage, chatMessage } from '../chat';
import type { RouteSpec } from '../http';
import { resolvePictureKey } from './bucket';
import type { Registrars } from './register';

const chat = (path: string, method: RouteSpec['method'] = 'POST'): RouteSpec => ({ method, path, service: 'chat', auth: 'public' });

export function registerChatRoutes({ route }: Registrars): void {
  route(chat('/app/chat'), chatMessage);
  // A38: the photo comes as the image bucket's key (`image_key`), or as before a data URL (`image`).
  route(chat('/app/chat/image'), (ctx) => {
    resolvePictureKey(ctx, 'image_key', 'image');
    return chatImage(ctx);
  });
  route(chat('/app/chat/feedback'), (ctx): ChatFeedbackResponse => chatFeedback(ctx));
  route(chat('/app/logs/recent-search-history/total-count', 'GET'), ({ request, backend }): RecentSearchCountResponse => {
    const cno = request.headers.get(CNO_HEADER);
    if (!cno) throw badRequest(`the ${CNO_HEADER} header is required`);
    return { total_count: backend.findMember(cno) ? backend.memberState(cno).recent.length : 0 };
  });
}
