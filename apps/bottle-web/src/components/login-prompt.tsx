/**
 * What a visitor sees where members-only content would be (app convention): a clear message and
 * a link to the login page that brings them back here afterwards, never an error. Each feature
 * passes its own words.
 */
import styled from '@emotion/styled';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '@bottle/ui';
import { loginHref } from '../lib/login-href';

const LoginLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bottleGreen};
  color: ${({ theme }) => theme.colors.white};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-decoration: none;
`;

export interface LoginPromptProps {
  title: string;
  description?: string;
  linkLabel: string;
}

export function LoginPrompt({ title, description, linkLabel }: LoginPromptProps) {
  const { pathname, search } = useLocation();
  return (
    <EmptyState
      title={title}
      {...(description ? { description } : {})}
      action={<LoginLink to={loginHref(pathname + search)}>{linkLabel}</LoginLink>}
    />
  );
}
