/**
 * Layout pieces of the pickup screens only (theme tokens only; mobile-first, 320–640 px). Headers
 * and sections come from the screen kit (src/lib/kit).
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useAppSelector } from '../../../lib/store/hooks';
import { nameAndMeta, PageHeader } from '../../../lib/kit';
import { LoginPrompt } from './login-prompt';
import { selectLoggedIn } from '../../../lib/session/auth-slice';

/** Label / value rows (summaries). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0 ${({ theme }) => theme.space.lg};
  dt {
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  > * {
    flex: 1;
  }
`;

/**
 * An inline message that must be heard when it appears (errors of a step). The brand red marks
 * it as a bar at its side; the text is dark, since red text on the gray ground is 3.96:1, under
 * WCAG's 4.5:1 (axe flagged the "not reservable" step otherwise).
 */
export const InlineAlert = styled.p`
  margin: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} 0;
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.red};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.grayBg};
  color: ${({ theme }) => theme.colors.gray900};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** A line of guidance between a page's sections (the pass comes later, call the store). */
export const Note = styled.p`
  margin: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.gray700};
`;

export { Thumb } from '../../../lib/kit';

/**
 * Rows that each link a thumbnail to a product or reservation, with `.name` over `.meta` lines
 * in a `.body` that takes the room left (alarms, my pickups); each list adds its own row height
 * and side controls.
 */
export const ThumbRowList = styled.ul`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.lg};
  list-style: none;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.gray200};
  }
  a {
    display: flex;
    gap: ${({ theme }) => theme.space.md};
    align-items: center;
    color: inherit;
    text-decoration: none;
  }
  .body {
    flex: 1;
    min-width: 0;
  }
  ${nameAndMeta}
`;

/**
 * A members-only pickup page: its heading, then the content for a member or the login prompt
 * for a visitor (app convention). The content is not mounted for visitors, so its calls never run.
 */
export function MembersOnlyPage({ title, children }: { title: string; children: ReactNode }) {
  const loggedIn = useAppSelector(selectLoggedIn);
  return (
    <>
      <PageHeader title={title} />
      {loggedIn ? children : <LoginPrompt />}
    </>
  );
}
