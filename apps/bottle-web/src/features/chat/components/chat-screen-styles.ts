/**
 * The sommelier screen's frame (routes/chat-page.tsx): the full-height screen, its header and
 * header buttons, the status notice above the composer and the recent-searches note.
 */
import styled from '@emotion/styled';
import { aboveFooterScreen, wordLink } from '../../../lib/kit';
import { focusRing } from './focus-ring';

// Above the footer tabs: the composer takes their place on this screen.
export const Screen = styled.div`
  ${aboveFooterScreen}
  height: var(--app-height, 100dvh);
  max-width: ${({ theme }) => theme.maxContentWidth};
  margin: 0 auto;
  padding-top: var(--safe-top, env(safe-area-inset-top, 0px));
  background: ${({ theme }) => theme.colors.white};
`;

export const Header = styled.header`
  flex: 0 0 auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 56px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.gray200};
  h1 {
    flex: 1 1 auto;
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
    color: ${({ theme }) => theme.colors.bottleGreen};
  }
`;

export const HeaderButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.black};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.sm};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.gray700};
  }
  ${focusRing('-2px')}
`;

export const Notice = styled.p`
  flex: 0 0 auto;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.grayBg};
  color: ${({ theme }) => theme.colors.gray900};
  font-size: ${({ theme }) => theme.typography.size.sm};
  /* Kept in the accessibility tree while empty so the first notice is announced. */
  &:empty {
    padding: 0;
  }
`;

export const RecentNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.typography.size.sm};
  a {
    ${wordLink}
  }
`;
