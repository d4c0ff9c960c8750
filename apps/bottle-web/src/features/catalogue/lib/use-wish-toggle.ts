/**
 * The 'my bunker' toggle of a product (spec §3: bnkr_cnt above zero → the wish icon shows as on;
 * isMyBucker Y → the bookmark is active). Optimistic: the new state shows at once and the call
 * runs; on success the server's answer replaces it (and libs/api's tags refetch every list that
 * shows the product); on failure it rolls back and the member is told (docs/conventions.md).
 *
 * The optimistic value is remembered together with the server state it was made from, so when
 * the refetched product arrives (a different server state) the server wins without an effect.
 */
import { useCallback, useState } from 'react';
import { useWishToggleMutation } from '@bottle/api';
import { ANALYTICS_EVENTS, isBookmarkActive, isWishListOn, type YesNo } from '@bottle/domain';
import { useAppDispatch } from '../../../lib/store/hooks';
import { trackEvent } from '../../../lib/analytics';
import { useT } from '../../../lib/i18n';
import { showAlert } from '../../../lib/popups/popup-thunks';
import { useLoginGate } from './use-login-gate';
import { catalogueMessages } from '../messages';
import { useInWebView } from '../../../lib/services';

export interface WishSubject {
  prd_cd: string;
  isMyBucker: YesNo;
  bnkr_cnt: number;
}

export interface WishState {
  /** isMyBucker Y: the member has it in 'my bunker' (aria-pressed). */
  active: boolean;
  /** bnkr_cnt > 0: the wish icon shows as on. */
  on: boolean;
  count: number;
  busy: boolean;
  /** Text for a polite live region after a change ('' when nothing to say). */
  announcement: string;
  toggle: () => void;
}

interface Override {
  base: string;
  isMyBucker: YesNo;
  bnkr_cnt: number;
}

export function useWishToggle(product: WishSubject): WishState {
  const [mutate, { isLoading }] = useWishToggleMutation();
  const ensureLoggedIn = useLoginGate();
  const dispatch = useAppDispatch();
  const inWebView = useInWebView();
  const t = useT(catalogueMessages);
  const base = `${product.isMyBucker}|${product.bnkr_cnt}`;
  const [override, setOverride] = useState<Override | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const current = override && override.base === base ? override : product;

  const toggle = useCallback(() => {
    if (isLoading || !ensureLoggedIn()) return;
    const adding = !isBookmarkActive(current.isMyBucker);
    setOverride({ base, isMyBucker: adding ? 'Y' : 'N', bnkr_cnt: Math.max(0, current.bnkr_cnt + (adding ? 1 : -1)) });
    setAnnouncement('');
    mutate({ prd_cd: product.prd_cd })
      .unwrap()
      .then((answer) => {
        setOverride({ base, isMyBucker: answer.isMyBucker, bnkr_cnt: answer.bnkr_cnt });
        const added = isBookmarkActive(answer.isMyBucker);
        setAnnouncement(t(added ? 'catalogue.wish.added' : 'catalogue.wish.removed'));
        trackEvent(added ? ANALYTICS_EVENTS.myBunkerAdd : ANALYTICS_EVENTS.myBunkerRemove, inWebView, { prd_cd: product.prd_cd });
      })
      .catch(() => {
        // Roll back to the server's state and say so (a silent revert would look like a bug).
        setOverride(null);
        dispatch(showAlert(t('catalogue.wish.failed')));
      });
  }, [isLoading, ensureLoggedIn, current.isMyBucker, current.bnkr_cnt, base, mutate, product.prd_cd, t, inWebView, dispatch]);

  return {
    active: isBookmarkActive(current.isMyBucker),
    on: isWishListOn(current.bnkr_cnt),
    count: current.bnkr_cnt,
    busy: isLoading,
    announcement,
    toggle,
  };
}
