/**
 * The frame of the account's full-screen routes: covers the footer tabs (these are screens, not
 * tabs), a header with a back control and the screen's h1, and a scrolling body. It renders
 * inside the layout's <main>, so it adds no second main landmark.
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n';
import { aboveFooterScreen } from '../../../lib/kit';
import { accountMessages } from '../messages';

const Frame = styled.div`
  ${aboveFooterScreen}
  background: ${({ theme }) => theme.colors.white};
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  max-width: ${({ theme }) => theme.maxContentWidth};
  margin: 0 auto;
  padding: calc(var(--safe-top, 0px) + ${({ theme }) => theme.space.sm}) ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.gray200};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
    color: ${({ theme }) => theme.colors.black};
  }
`;

export const BackButton = styled.button`
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.black};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.xl};
  cursor: pointer;
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-bottom: var(--safe-bottom, 0px);
`;

export const Content = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.maxContentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;

export interface ScreenLayoutProps {
  title: string;
  children: ReactNode;
  /** Where the back control goes; browser history by default. */
  backTo?: string;
  /** Hide the back control (screens reached only by redirect). */
  noBack?: boolean;
}

export function ScreenLayout({ title, children, backTo, noBack = false }: ScreenLayoutProps) {
  const t = useT(accountMessages);
  const navigate = useNavigate();
  return (
    <Frame>
      <Header>
        {noBack ? null : (
          <BackButton type="button" aria-label={t('account.back')} onClick={() => (backTo ? void navigate(backTo) : void navigate(-1))}>
            <span aria-hidden="true">‹</span>
          </BackButton>
        )}
        <h1>{title}</h1>
      </Header>
      <Body>
        <Content>{children}</Content>
      </Body>
    </Frame>
  );
}
