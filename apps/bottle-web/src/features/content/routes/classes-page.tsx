/**
 * Tasting classes (spec §1 "classes"; §7 /app/class/list; libs/api A20 /app/class/join). A
 * status filter (spec §3 CLASS_SOON / CLASS_ING / CLASS_END, labels from libs/domain), the store
 * and date, the capacity, and an apply button per class. Applying needs a login (a visitor sees
 * the prompt); only an ongoing class with places left can be applied for.
 *
 * A class's status is read on today's Korean date with libs/domain classStatusOn (libs/api A24,
 * spec §4 soon/ongoing/ended): a class dated before today is ended even when the list was
 * loaded before midnight, and one whose sign-ups have not opened offers no 신청하기.
 * Today is the shop's (lib/server-clock.ts), so a phone whose clock is a day off shows
 * the states the shop applies.
 */
import { ANALYTICS_EVENTS, classStatusOn, formatDotDate, CLASS_STATUSES, labelText } from '@bottle/domain';

import styled from '@emotion/styled';
import { useSearchParams } from '../../../lib/router/link';
import { useClassJoinMutation, useClassListQuery, type ClassStatus, type WineClass } from '@bottle/api';
import { Button } from '@bottle/ui';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { useServerClock } from '../../../lib/server-clock';
import { trackEvent } from '../../../lib/analytics';
import { useLang, useT } from '../../../lib/i18n';
import { showAlert } from '../../../lib/popups/popup-thunks';
import { LoginPrompt } from '../components/login-prompt';
import { Badge, Intro, ScreenTitle, ShowMore, useGrowingList } from '../components/page';
import { QueryState, RowList, Tabs } from '../../../lib/kit';
import { contentMessages } from '../messages';
import { selectLoggedIn } from '../../../lib/session/auth-slice';
import { useInWebView } from '../../../lib/services';

const ALL = 'all';

const Item = styled.article`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} 0`};
  img {
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  h2 {
    margin: ${({ theme }) => theme.space.xs} 0;
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const Prompt = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

function parseFilter(value: string | null): ClassStatus | typeof ALL {
  return value === 'CLASS_SOON' || value === 'CLASS_ING' || value === 'CLASS_END' ? value : ALL;
}

export function ClassesPage() {
  const t = useT(contentMessages);
  const lang = useLang();
  const loggedIn = useAppSelector(selectLoggedIn);
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get('status'));
  const items = [
    { value: ALL, label: t('content.classes.all') },
    ...CLASS_STATUSES.codes.map((c) => ({ value: c, label: labelText(CLASS_STATUSES, c, lang) })),
  ];
  return (
    <>
      <ScreenTitle>{t('content.classes.title')}</ScreenTitle>
      <Intro>{t('content.classes.intro')}</Intro>
      <Tabs
        variant="pill"
        label={t('content.classes.filter')}
        items={items}
        value={filter}
        onValueChange={(v) => setParams(v === ALL ? {} : { status: v }, { replace: true })}
      >
        <ClassList key={filter} filter={filter} />
      </Tabs>
      {loggedIn ? null : (
        <Prompt>
          <LoginPrompt message={t('content.classes.loginPrompt')} />
        </Prompt>
      )}
    </>
  );
}

function ClassList({ filter }: { filter: ClassStatus | typeof ALL }) {
  const t = useT(contentMessages);
  const { query: classes, list, more } = useGrowingList(useClassListQuery, filter === ALL ? {} : { status: filter });
  const { today } = useServerClock();
  return (
    <QueryState query={classes} isEmpty={list.length === 0} emptyTitle={t('content.classes.empty')} thumbnail>
      <RowList aria-label={t('content.classes.title')}>
        {list.map((k) => (
          <li key={k.class_no}>
            <ClassItem item={k} today={today} />
          </li>
        ))}
      </RowList>
      <ShowMore {...more} />
    </QueryState>
  );
}

function ClassItem({ item, today }: { item: WineClass; today: string }) {
  const t = useT(contentMessages);
  const lang = useLang();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);
  const inWebView = useInWebView();
  const [join, joining] = useClassJoinMutation();
  const joined = item.join_yn === 'Y';
  const full = !joined && item.apply_cnt >= item.capacity;
  const status = classStatusOn(item, today);
  const ended = status === 'CLASS_END';
  const soon = status === 'CLASS_SOON';
  const titleId = `class-${item.class_no}`;

  const apply = () => {
    trackEvent(ANALYTICS_EVENTS.classClick, inWebView, { class_no: item.class_no });
    join({ class_no: item.class_no })
      .unwrap()
      .then(() => dispatch(showAlert(t('content.classes.applyDone'))))
      .catch(() => dispatch(showAlert(t('content.classes.applyFailed'))));
  };

  return (
    <Item aria-labelledby={titleId}>
      <img src={item.img_url} alt="" width={96} height={96} loading="lazy" />
      <div>
        <Badge tone={ended ? 'gray' : status === 'CLASS_ING' ? 'green' : 'outline'}>{labelText(CLASS_STATUSES, status, lang)}</Badge>
        <h2 id={titleId}>{item.class_nm}</h2>
        <p>{t('content.classes.date', { date: formatDotDate(item.class_dt), store: item.str_nm })}</p>
        <p>{t('content.classes.capacity', { applied: item.apply_cnt, capacity: item.capacity })}</p>
        {joined ? (
          <Button variant="secondary" disabled>
            {t('content.classes.applied')}
          </Button>
        ) : ended ? null : soon ? (
          <Button variant="secondary" disabled>
            {item.apply_start_dt
              ? t('content.classes.opensOn', { date: formatDotDate(item.apply_start_dt) })
              : t('content.classes.notOpen')}
          </Button>
        ) : full ? (
          <Button variant="secondary" disabled>
            {t('content.classes.full')}
          </Button>
        ) : loggedIn ? (
          <Button
            onClick={apply}
            disabled={joining.isLoading}
            aria-busy={joining.isLoading}
            aria-label={t('content.classes.apply', { name: item.class_nm })}
          >
            {joining.isLoading ? t('content.classes.applying') : t('content.classes.applyShort')}
          </Button>
        ) : null}
      </div>
    </Item>
  );
}
