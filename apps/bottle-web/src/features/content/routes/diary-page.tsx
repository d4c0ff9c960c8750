/**
 * The my-diary tab (spec §2 screens "my diary", "tasting list"; §7 /app/tasting/thema/list; the
 * notes are libs/api A19). Tasting themes show to everyone; the member's own notes need a login,
 * so a visitor sees a prompt with a login link in their place.
 */
import { ANALYTICS_EVENTS, formatDotDate } from '@bottle/domain';

import styled from '@emotion/styled';
import { Link } from '../../../lib/router/link';
import { useTastingNoteListQuery, useTastingThemeListQuery } from '@bottle/api';
import { useAppSelector } from '../../../lib/store/hooks';
import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { useT } from '../../../lib/i18n';
import { LoginPrompt } from '../components/login-prompt';
import { CardGrid, GridCard, rowLink, ScreenTitle, ShowMore, useGrowingList } from '../components/page';
import { QueryState, RowList, Section, Thumb } from '../../../lib/kit';
import { StarRating } from '../components/stars';
import { contentMessages } from '../messages';
import { selectLoggedIn } from '../../../lib/session/auth-slice';
import { useInWebView } from '../../../lib/services';

const WriteLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.touchTarget};
  margin: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bottleGreen};
  color: ${({ theme }) => theme.colors.white};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-decoration: none;
`;

/** A note's product picture: the kit's product thumbnail, smaller and less rounded in the list. */
const NoteThumb = styled(Thumb)`
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const NoteLink = styled(Link)`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  ${rowLink}
  small {
    display: block;
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
`;

export function DiaryPage() {
  const t = useT(contentMessages);
  return (
    <>
      <ScreenTitle>{t('content.diary.title')}</ScreenTitle>
      <ThemesSection />
      <NotesSection />
    </>
  );
}

function ThemesSection() {
  const t = useT(contentMessages);
  const inWebView = useInWebView();
  const themes = useTastingThemeListQuery({ page_no: 1, page_size: 20 });
  const list = themes.data?.list ?? [];
  return (
    <Section aria-labelledby="diary-themes">
      <h2 id="diary-themes">{t('content.diary.themes')}</h2>
      <p>{t('content.diary.themesIntro')}</p>
      <QueryState query={themes} isEmpty={list.length === 0} emptyTitle={t('content.diary.noThemes')} skeletonRows={2} thumbnail>
        <CardGrid aria-label={t('content.diary.themes')}>
          {list.map((theme) => (
            <GridCard
              key={theme.thema_no}
              to={paths.tastingTheme(theme.thema_no)}
              img={theme.img_url}
              name={theme.thema_nm}
              onOpen={() => trackEvent(ANALYTICS_EVENTS.tastingThemeClick, inWebView, { thema_no: theme.thema_no })}
            />
          ))}
        </CardGrid>
      </QueryState>
    </Section>
  );
}

function NotesSection() {
  const t = useT(contentMessages);
  const loggedIn = useAppSelector(selectLoggedIn);
  return (
    <Section aria-labelledby="diary-notes">
      <h2 id="diary-notes">{t('content.diary.notes')}</h2>
      {loggedIn ? <NoteList /> : <LoginPrompt message={t('content.diary.notesLoginPrompt')} />}
    </Section>
  );
}

function NoteList() {
  const t = useT(contentMessages);
  const inWebView = useInWebView();
  const { query: notes, list, more } = useGrowingList(useTastingNoteListQuery, {});
  return (
    <>
      <WriteLink to={paths.diaryNew} onClick={() => trackEvent(ANALYTICS_EVENTS.tastingWriteStart, inWebView)}>
        {t('content.diary.write')}
      </WriteLink>
      <QueryState
        query={notes}
        isEmpty={list.length === 0}
        emptyTitle={t('content.diary.noNotes')}
        emptyDescription={t('content.diary.noNotesHint')}
      >
        <RowList aria-label={t('content.diary.notes')}>
          {list.map((n) => (
            <li key={n.note_no}>
              <NoteLink to={paths.diaryDetail(n.note_no)}>
                {n.img_url ? <NoteThumb src={n.img_url} alt="" width={56} height={56} loading="lazy" /> : null}
                <span>
                  <strong>{n.prd_nm}</strong>
                  <StarRating rating={n.rating} />
                  <small>{t('content.diary.tastedOn', { date: formatDotDate(n.tasting_dt) })}</small>
                </span>
              </NoteLink>
            </li>
          ))}
        </RowList>
        <ShowMore {...more} />
      </QueryState>
    </>
  );
}
