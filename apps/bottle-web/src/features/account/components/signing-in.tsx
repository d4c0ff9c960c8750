/**
 * The status line of a screen that finishes a sign-on on its own (the sign-on host's way back,
 * a social provider's callback): a spinner and what is under way, announced once as a status.
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Spinner } from '@bottle/ui';

const Busy = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.xl} 0;
`;

export function SigningIn({ children }: { children: ReactNode }) {
  return (
    <Busy role="status">
      <Spinner />
      {children}
    </Busy>
  );
}
