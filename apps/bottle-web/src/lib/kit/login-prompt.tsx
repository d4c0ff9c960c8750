/**
 * What a visitor sees where members-only content would be (app convention): a clear message and
 * a link to the login page that brings them back here afterwards, never an error. Each feature
 * passes its own words.
 */
import { useLocation } from 'react-router';
import { EmptyState } from '@bottle/ui';
import { loginHref } from '../login-href';
import { LinkButton } from './link-button';

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
      action={<LinkButton to={loginHref(pathname + search)}>{linkLabel}</LinkButton>}
    />
  );
}
