/**
 * Layout pieces of the pickup screens only (theme tokens only; mobile-first, 320–640 px). Headers
 * and sections come from the screen kit (src/lib/kit).
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useAppSelector } from '../../../lib/store/hooks';
import { Facts as KitFacts, InlineAlert as KitInlineAlert, PageHeader } from '../../../lib/kit';
import { LoginPrompt } from './login-prompt';
import { selectLoggedIn } from '../../../lib/session/auth-slice';

/** Label / value rows (summaries). */
export const Facts = styled(KitFacts)`
  margin: 0 ${({ theme }) => theme.space.lg};
  dd {
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

/** The kit's inline alert (errors of a step), inset from the screen's edges like the sections. */
export const InlineAlert = styled(KitInlineAlert)`
  margin: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} 0;
`;

/** A line of guidance between a page's sections (the pass comes later, call the store). */
export const Note = styled.p`
  margin: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.gray700};
`;

export { Thumb, ThumbRowList } from '../../../lib/kit';

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
