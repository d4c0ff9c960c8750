/**
 * The header every screen but home shares: the screen's one h1, and a back link when the screen
 * sits below a tab. Sections and row lists are ./sections.ts's (home uses those without the
 * header, and loads first). Theme tokens only (docs/conventions.md); every control is at least
 * 44 × 44 px.
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from '../router/link';

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  h1 {
    flex: 1 1 auto;
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xl};
    color: ${({ theme }) => theme.colors.bottleGreen};
    letter-spacing: -0.02em;
    word-break: keep-all;
  }
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: 0 0 auto;
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  color: ${({ theme }) => theme.colors.black};
  svg {
    width: 24px;
    height: 24px;
  }
`;

export interface PageHeaderProps {
  /** The screen's h1. Without it, the children bring their own heading. */
  title?: ReactNode;
  /** Where the back link goes; it shows only with `backLabel`, the link's accessible name. */
  backTo?: string;
  backLabel?: string;
  /** Controls at the header's end (an icon button, a store chip). */
  children?: ReactNode;
}

export function PageHeader({ title, backTo, backLabel, children }: PageHeaderProps) {
  return (
    <Header>
      {backTo && backLabel ? (
        <BackLink to={backTo} aria-label={backLabel}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </BackLink>
      ) : null}
      {title === undefined ? null : <h1>{title}</h1>}
      {children}
    </Header>
  );
}
