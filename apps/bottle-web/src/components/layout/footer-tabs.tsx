/**
 * The footer tab bar (spec §2: home, food pairing, search, my diary, my page). A `nav` landmark
 * with links, so a screen reader's rotor lists it; the current tab carries aria-current="page".
 * Each tab is at least 44 px high and a fifth of the width (touch targets).
 */
import styled from '@emotion/styled';
import { lineIcon } from '../../lib/kit/styles';
import { NavLink } from '../../lib/router/link';
import type { AnalyticsEventName, MessageKey } from '@bottle/domain';
import { shellPaths as paths } from '../../config/shell-paths';
import { useT } from '../../lib/i18n';
import { trackEvent } from '../../lib/analytics';

import { useInWebView } from '../../lib/services';

interface Tab {
  to: string;
  label: MessageKey;
  icon: string;
  end?: boolean;
  /** Sent on each tap (spec §2 footer tabs); names only, so the first route needs no event catalogue. */
  event: AnalyticsEventName;
}

// Simple 24×24 outline icons (path data), drawn inline so the tab bar needs no request.
const TABS: Tab[] = [
  {
    to: paths.home,
    label: 'footer.home',
    end: true,
    event: 'footer_home_click',
    icon: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  },
  {
    to: paths.foodPairing,
    label: 'footer.foodPairing',
    event: 'footer_food_pairing_click',
    icon: 'M7 3v8a2 2 0 0 0 4 0V3M9 3v18M17 3c-2 0-3 3-3 6s1 4 3 4v8',
  },
  { to: paths.search, label: 'footer.search', event: 'footer_search_click', icon: 'M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14zm5 12l5 5' },
  { to: paths.diary, label: 'footer.myDiary', event: 'footer_my_diary_click', icon: 'M6 3h11a1 1 0 0 1 1 1v17l-6-3-6 3V4a1 1 0 0 1 1-1z' },
  {
    to: paths.myPage,
    label: 'footer.myPage',
    event: 'footer_my_page_click',
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9c0-4 4-6 8-6s8 2 8 6',
  },
];

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.footer};
  background: ${({ theme }) => theme.colors.white};
  border-top: 1px solid ${({ theme }) => theme.colors.gray200};
  padding-bottom: env(safe-area-inset-bottom, 0px);
  ul {
    display: flex;
    margin: 0 auto;
    padding: 0;
    list-style: none;
    max-width: 640px;
  }
  li {
    flex: 1 1 20%;
  }
`;

const Tab = styled(NavLink)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-height: 56px;
  min-width: 44px;
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.typography.size.xs};
  text-decoration: none;
  -webkit-tap-highlight-color: transparent;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.bottleGreen};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.bottleGreen};
    outline-offset: -2px;
  }
  svg {
    ${lineIcon}
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;

export function FooterTabs() {
  const t = useT();
  const inWebView = useInWebView();
  return (
    <Bar aria-label={t('app.footerNav')}>
      <ul>
        {TABS.map((tab) => (
          <li key={tab.to}>
            <Tab to={tab.to} end={tab.end ?? false} onClick={() => trackEvent(tab.event, inWebView)}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={tab.icon} />
              </svg>
              <span>{t(tab.label)}</span>
            </Tab>
          </li>
        ))}
      </ul>
    </Bar>
  );
}

/** Height the page content leaves free above the tab bar. */
export const FOOTER_HEIGHT = 'calc(56px + env(safe-area-inset-bottom, 0px))';
