/**
 * Building blocks of the content screens only: the screen title in content's words, card grids,
 * badges, hero images and "show more". Headers, sections, row lists and the query-state ladder
 * come from the screen kit (src/lib/kit). Theme tokens only (docs/conventions.md); touch targets ≥ 44 px.
 */
import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { Link } from '../../../lib/router/link';
import { Button } from '@bottle/ui';
import { useT } from '../../../lib/i18n';
import { PageHeader, wideCoverImage } from '../../../lib/kit';
import { contentMessages } from '../messages';

/** The screen's one h1, with a back link when the screen is below a tab (the kit's header, in content's words). */
export function ScreenTitle({ children, backTo }: { children: ReactNode; backTo?: string }) {
  const t = useT(contentMessages);
  return <PageHeader title={children} {...(backTo ? { backTo, backLabel: t('content.back') } : {})} />;
}

/** A link standing alone below a text ("more", "write a note"): bold brand green, still a 44 px touch target. */
export const greenTextLink = ({ theme }: { theme: Theme }) => css`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.touchTarget};
  color: ${theme.colors.bottleGreen};
  font-weight: ${theme.typography.weight.bold};
`;

/**
 * A list row that is a link to its item (a tasting note, an encyclopedia entry): a touch target
 * tall, in the text's colour, its name in `strong` on a line of its own.
 */
export const rowLink = ({ theme }: { theme: Theme }) => css`
  min-height: ${theme.touchTarget};
  padding: ${theme.space.md} 0;
  color: inherit;
  text-decoration: none;
  strong {
    display: block;
    font-size: ${theme.typography.size.md};
  }
`;

export const Intro = styled.p`
  margin: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/**
 * One card of a CardGrid: a link to `to` with its picture (decorative: the name says the same),
 * its name and what `children` add; `onOpen` runs on the press (an analytics event).
 */
export function GridCard({
  to,
  img,
  imgHeight = 300,
  name,
  onOpen,
  children,
}: {
  to: string;
  img: string;
  /** The picture's height for a width of 300 (square unless told). */
  imgHeight?: number;
  name: string;
  onOpen?: () => void;
  children?: ReactNode;
}) {
  return (
    <li>
      <Link to={to} onClick={onOpen}>
        <img src={img} alt="" width={300} height={imgHeight} loading="lazy" />
        <strong>{name}</strong>
        {children}
      </Link>
    </li>
  );
}

/** Two columns at phone width, three from 480 px. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.lg};
  list-style: none;
  @media (min-width: 480px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  a {
    display: block;
    min-height: ${({ theme }) => theme.touchTarget};
    border-radius: ${({ theme }) => theme.radii.md};
    overflow: hidden;
    background: ${({ theme }) => theme.colors.grayBg};
    color: inherit;
    text-decoration: none;
  }
  /* Bottles are tall: the whole bottle is shown on the card's grey, never cut to a square
     (object-fit: cover cropped the neck and the label). */
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 4;
    object-fit: contain;
    padding: ${({ theme }) => theme.space.sm};
    box-sizing: border-box;
  }
  strong,
  span {
    display: block;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  }
  strong {
    font-size: ${({ theme }) => theme.typography.size.sm};
    word-break: keep-all;
  }
  span {
    padding-top: 0;
    padding-bottom: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
`;

/**
 * A status chip. Tones keep text contrast ≥ 4.5:1 (white on bottleGreen or gray700; bottleGreen
 * on white for 'outline'); the spec's red (#d74728) is 4.4:1 on white, too low for small text.
 */
export const Badge = styled.span<{ tone?: 'green' | 'gray' | 'outline' }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid ${({ theme, tone = 'green' }) => (tone === 'gray' ? theme.colors.gray700 : theme.colors.bottleGreen)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, tone = 'green' }) =>
    tone === 'outline' ? theme.colors.white : tone === 'gray' ? theme.colors.gray700 : theme.colors.bottleGreen};
  color: ${({ theme, tone = 'green' }) => (tone === 'outline' ? theme.colors.bottleGreen : theme.colors.white)};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

export const Body = styled.div`
  padding: 0 ${({ theme }) => theme.space.lg};
`;

export const HeroImage = styled.img`
  ${wideCoverImage}
  background: ${({ theme }) => theme.colors.grayBg};
`;

const coverCard = ({ theme }: { theme: Theme }) => css`
  display: block;
  padding: ${theme.space.md} 0;
  color: inherit;
  text-decoration: none;
  img {
    ${wideCoverImage}
    border-radius: ${theme.radii.md};
    background: ${theme.colors.grayBg};
  }
  strong {
    display: block;
    margin-top: ${theme.space.sm};
    font-size: ${theme.typography.size.md};
  }
  small {
    color: ${theme.colors.gray700};
    font-size: ${theme.typography.size.xs};
  }
`;

/** A row of an event or exhibition list: a 16:9 picture, the name in `strong`, the period in `small`. */
export const CoverCardLink = styled(Link)(coverCard);

/** A cover card's box without the link: the place a card stands in while its list loads. */
export const CoverCardBox = styled.div(coverCard);

/** Status badges and the period of an event or exhibition, on one wrapping line. */
export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const MoreRow = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
`;

/** How many more rows a content list shows at each "show more". */
const LIST_STEP = 20;

/** A libs/api list query as "show more" reads it. */
interface ListQuery {
  data?: { list: readonly unknown[]; total_cnt?: number } | undefined;
  isFetching: boolean;
}

/**
 * A content list that grows by LIST_STEP rows at each "show more" (libs/api A2: always page 1,
 * with a page_size that grows): `useListQuery`, a libs/api list hook, is asked with `arg` and the
 * page; `list` is its rows so far and `more` the props of <ShowMore>.
 */
export function useGrowingList<Arg extends object, Q extends ListQuery>(
  useListQuery: (arg: Arg & { page_no: number; page_size: number }) => Q,
  arg: Arg,
) {
  const [size, setSize] = useState(LIST_STEP);
  const query = useListQuery({ ...arg, page_no: 1, page_size: size });
  const list = (query.data?.list ?? []) as NonNullable<Q['data']>['list'];
  const more = {
    shown: list.length,
    total: query.data?.total_cnt ?? 0,
    busy: query.isFetching,
    onMore: () => setSize((s) => s + LIST_STEP),
  };
  return { query, list, more };
}

/** "Show more" for lists that grow (libs/api A2: page_no/page_size, total_cnt; useGrowingList). */
export function ShowMore({ shown, total, busy, onMore }: { shown: number; total: number; busy: boolean; onMore: () => void }) {
  const t = useT(contentMessages);
  if (shown >= total) return null;
  return (
    <MoreRow>
      <Button variant="secondary" onClick={onMore} disabled={busy} aria-busy={busy}>
        {t('content.loadMore')}
      </Button>
    </MoreRow>
  );
}
