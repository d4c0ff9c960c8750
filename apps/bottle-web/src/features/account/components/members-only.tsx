/** A members-only screen: visitors get the login prompt inside the same frame (features.md). */
import type { ReactNode } from 'react';
import { useAppSelector } from '../../../lib/store/hooks';
import { LoginPrompt } from './login-prompt';
import { ScreenLayout } from './screen-layout';

export function MembersOnlyScreen({ title, children, backTo }: { title: string; children: ReactNode; backTo?: string }) {
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  return (
    <ScreenLayout title={title} {...(backTo ? { backTo } : {})}>
      {loggedIn ? children : <LoginPrompt />}
    </ScreenLayout>
  );
}
