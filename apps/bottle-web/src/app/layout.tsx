/**
 * The shell around every tabbed screen: skip link, the offline notice, the routed page, the
 * footer tabs, the toast, the global popups and the age check (features/main/components/age-gate.tsx). Reports a page view and scrolls to the top on
 * each path or query change (spec §2 "Shell behaviour").
 */
import type { RouteHandle } from '../lib/route-handle';
import styled from '@emotion/styled';
import { Outlet } from 'react-router';
import { useRouteHandles } from '../lib/router/router-view';
import { FooterTabs, FOOTER_HEIGHT } from '../components/layout/footer-tabs';
import { PopupHost } from '../lib/popups/popup-host';
import { ShellHost } from '../lib/shell/shell-host';
import { Toast } from '../lib/shell/toast';
import { useT } from '../lib/i18n';
import { OfflineNotice } from './offline-notice';
import { RouteEffects } from './route-effects';
import { AgeGate } from '../features/main/components/age-gate';

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -100px;
  z-index: 1000;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.bottleGreen};
  color: ${({ theme }) => theme.colors.white};
  &:focus {
    top: 8px;
  }
`;

const Main = styled.main<{ withFooter: boolean }>`
  min-height: 100dvh;
  max-width: 640px;
  margin: 0 auto;
  padding-bottom: ${({ withFooter }) => (withFooter ? FOOTER_HEIGHT : '0')};
  outline: none;
`;

export function TabLayout() {
  const t = useT();
  // Full-screen routes (e.g. the chat) hide the tab bar entirely, so its links never sit in
  // the focus order underneath them (WCAG 2.4.11).
  const hideFooter = useRouteHandles().some((handle) => (handle as RouteHandle | undefined)?.hideFooter === true);
  return (
    <>
      <RouteEffects />
      <SkipLink href="#content">{t('app.skipToContent')}</SkipLink>
      <OfflineNotice />
      <Main id="content" tabIndex={-1} withFooter={!hideFooter}>
        <Outlet />
      </Main>
      {hideFooter ? null : <FooterTabs />}
      <Toast />
      <PopupHost />
      <AgeGate />
      <ShellHost />
    </>
  );
}
