/** The frame of every signed-in screen: the store, its screens, language and sign-out. */
import styled from '@emotion/styled';
import { useEffect, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Button } from '@bottle/ui';
import { useDeskLogoutMutation, deskApi, type DeskSession } from '@bottle/api/desk';
import { useLang, useT } from './lib/i18n';
import { sessionActions } from './lib/session';
import { useDeskDispatch } from './lib/store';

const Header = styled.header`
  background: ${({ theme }) => theme.colors.bottleGreen};
  color: ${({ theme }) => theme.colors.white};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
    flex: 1 1 auto;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
  button {
    background: transparent;
    color: ${({ theme }) => theme.colors.white};
    border-color: ${({ theme }) => theme.colors.white};
  }
`;

const Nav = styled.nav`
  background: ${({ theme }) => theme.colors.white};
  border-bottom: 1px solid ${({ theme }) => theme.colors.gray300};
  ul {
    display: flex;
    margin: 0 auto;
    padding: 0;
    list-style: none;
    max-width: 880px;
  }
  li {
    flex: 1 1 0;
  }
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.gray800};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.bottleGreen};
    border-bottom-color: ${({ theme }) => theme.colors.bottleGreen};
  }
`;

const Skip = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${({ theme }) => theme.space.sm};
    top: ${({ theme }) => theme.space.sm};
    z-index: 10;
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.black};
    padding: ${({ theme }) => theme.space.sm};
  }
`;

export function LanguageButton() {
  const { lang, setLang } = useLang();
  const t = useT();
  return (
    <Button
      variant="secondary"
      lang={lang === 'ko' ? 'en' : 'ko'}
      aria-label={t('desk.langLabel')}
      onClick={() => void setLang(lang === 'ko' ? 'en' : 'ko')}
    >
      {t('desk.lang')}
    </Button>
  );
}

export function DeskShell({ session, children }: { session: DeskSession; children: ReactNode }) {
  const t = useT();
  const { lang } = useLang();
  const dispatch = useDeskDispatch();
  const [logout] = useDeskLogoutMutation();
  const { pathname } = useLocation();

  useEffect(() => {
    document.documentElement.lang = lang;
    const screen = pathname.endsWith('/queue')
      ? 'desk.queue.title'
      : pathname.endsWith('/reviews')
        ? 'desk.reviews.title'
        : 'desk.check.title';
    document.title = `${t(screen)} · ${t('desk.title')}`;
  }, [lang, pathname, t]);

  const signOut = async () => {
    // Signed out here whatever the server answers: the token is forgotten on this device.
    await logout().catch(() => undefined);
    dispatch(sessionActions.signedOut());
    dispatch(deskApi.util.resetApiState());
  };

  return (
    <>
      <Skip href="#main">{t('desk.skip')}</Skip>
      <Header>
        <p>{t('desk.storeHeader', { store: session.str_nm })}</p>
        <LanguageButton />
        <Button variant="secondary" onClick={() => void signOut()}>
          {t('desk.signOut')}
        </Button>
      </Header>
      <Nav aria-label={t('desk.nav')}>
        <ul>
          <li>
            <NavLink to="/check">{t('desk.nav.check')}</NavLink>
          </li>
          <li>
            <NavLink to="/queue">{t('desk.nav.queue')}</NavLink>
          </li>
          <li>
            <NavLink to="/reviews">{t('desk.nav.reviews')}</NavLink>
          </li>
        </ul>
      </Nav>
      {children}
    </>
  );
}
