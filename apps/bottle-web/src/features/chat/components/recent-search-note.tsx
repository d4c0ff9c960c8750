import { Link } from '../../../lib/router/link';
import { useRecentSearchCountQuery, useUserInfoQuery } from '@bottle/api';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { selectLoggedIn } from '../../../lib/session/auth-slice';
import { useAppSelector } from '../../../lib/store/hooks';
import { chatMessages } from '../messages';
import { RecentNote } from './chat-screen-styles';

/**
 * A member's recent searches, counted by the chat service (spec §7 GET
 * /app/logs/recent-search-history/total-count with the member's cno): the sommelier can be asked
 * about what they looked for, and the search tab lists the words. Nothing for a visitor, for a
 * member without searches, or while the count is unknown.
 */
export function RecentSearchNote() {
  const t = useT(chatMessages);
  const loggedIn = useAppSelector(selectLoggedIn);
  const user = useUserInfoQuery(undefined, { skip: !loggedIn });
  const cno = user.data?.cno;
  const count = useRecentSearchCountQuery({ cno: cno ?? '' }, { skip: !loggedIn || !cno });
  const n = count.data?.total_count ?? 0;
  if (!loggedIn || n <= 0) return null;
  return (
    <RecentNote>
      {t('chat.recentSearches', { n })} <Link to={paths.search}>{t('chat.recentSearchesLink')}</Link>
    </RecentNote>
  );
}
