/** Layout pieces shared by the pickup screens (theme tokens only; mobile-first, 320–640 px). */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useAppSelector } from '../../../lib/store/hooks';
import { LoginPrompt } from './login-prompt';

export const PageHeader = styled.header`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.sm};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xxl};
    color: ${({ theme }) => theme.colors.bottleGreen};
    letter-spacing: -0.02em;
  }
`;

export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  h2 {
    margin: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.typography.size.lg};
    outline: none;
  }
  > p {
    margin: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

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

/** An inline message that must be heard when it appears (errors of a step). */
export const InlineAlert = styled.p`
  margin: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.grayBg};
  color: ${({ theme }) => theme.colors.red};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const LinkButton = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.bottleGreen};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.bottleGreen};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-decoration: none;
`;

export const Thumb = styled.img`
  width: 64px;
  height: 64px;
  flex: none;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.grayBg};
`;

/**
 * A members-only pickup page: its heading, then the content for a member or the login prompt
 * for a visitor (app convention). The content is not mounted for visitors, so its calls never run.
 */
export function MembersOnlyPage({ title, children }: { title: string; children: ReactNode }) {
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  return (
    <>
      <PageHeader>
        <h1>{title}</h1>
      </PageHeader>
      {loggedIn ? children : <LoginPrompt />}
    </>
  );
}
