/**
 * The map button of a store list. With a Kakao map key: in a browser it shows or hides the map
 * above the list; in the native shell's web view it opens the map full screen in the shell's map
 * web view (spec §7 "map webview", the page itself with `view=map`). Without a key the button is
 * there but unavailable, and says why (the list shows the same things).
 */
import styled from '@emotion/styled';
import { useId } from 'react';
import { pillButton } from '../kit/pill-button';
import { useT } from '../i18n';
import { useServices, useInWebView } from '../services';
import { nearbyMessages } from './messages';

const Toggle = styled.button`
  ${pillButton}
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.bottleGreen};
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.gray700};
    cursor: not-allowed;
  }
`;

const Why = styled.span`
  flex: 1 1 100%;
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export interface MapButtonProps {
  shown: boolean;
  onToggle: () => void;
  /** The page's own path and query showing the map (`…&view=map`), for the shell's map web view. */
  mapPath: string;
  title: string;
}

export function MapButton({ shown, onToggle, mapPath, title }: MapButtonProps) {
  const t = useT(nearbyMessages);
  const { config, getBridge } = useServices();
  const inWebView = useInWebView();
  const whyId = useId();
  if (!config.kakaoMapKey) {
    return (
      <>
        <Toggle type="button" aria-disabled="true" aria-describedby={whyId}>
          {t('nearby.showMap')}
        </Toggle>
        <Why id={whyId}>{t('nearby.noMapKey')}</Why>
      </>
    );
  }
  if (inWebView && !shown) {
    return (
      <Toggle
        type="button"
        onClick={() =>
          void getBridge().then((bridge) => bridge.openMapWebView({ url: new URL(mapPath, window.location.origin).href, title }))
        }
      >
        {t('nearby.showMap')}
      </Toggle>
    );
  }
  return (
    <Toggle type="button" aria-pressed={shown} onClick={onToggle}>
      {t('nearby.showMap')}
    </Toggle>
  );
}
