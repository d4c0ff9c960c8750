/**
 * The frame pieces of a screen's body: sections with their h2, and a list of rows. A module of
 * their own, apart from the header (./page.tsx), because home uses them and loads first, and has
 * no header. Theme tokens only (docs/conventions.md).
 */
import styled from '@emotion/styled';

/**
 * A titled part of a screen. Its h2 and lead paragraph sit on the page's side margin; with
 * `padded` the whole section does (for content that has no margin of its own). The h2 may take
 * focus (tabIndex -1) when a flow moves the reader to it, without a ring on a heading.
 */
export const Section = styled.section<{ padded?: boolean }>`
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme, padded }) => (padded ? `0 ${theme.space.lg}` : '0')};
  h2 {
    margin: ${({ theme, padded }) => (padded ? `0 0 ${theme.space.sm}` : `0 ${theme.space.lg} ${theme.space.sm}`)};
    font-size: ${({ theme }) => theme.typography.size.lg};
    outline: none;
  }
  > p {
    margin: ${({ theme, padded }) => (padded ? `0 0 ${theme.space.md}` : `0 ${theme.space.lg} ${theme.space.md}`)};
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

/** A one-column list of rows divided by hairlines; `flush` drops the page's side margin. */
export const RowList = styled.ul<{ flush?: boolean }>`
  margin: 0;
  padding: ${({ theme, flush }) => (flush ? '0' : `0 ${theme.space.lg}`)};
  list-style: none;
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.gray200};
  }
`;
