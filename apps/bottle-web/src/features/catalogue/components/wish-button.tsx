/**
 * The 'my bunker' toggle button (spec §3). A toggle button: aria-pressed and the filled icon
 * follow isMyBucker (this member's own wish); bnkr_cnt > 0 ("the wish-list icon shows as on")
 * turns the button's colour on and its count shows beside it. A filled icon for every product a
 * visitor sees (because others saved it) read as "already saved". A polite live region
 * says what changed. Visitors get the login prompt (lib/use-login-gate.ts).
 */
import styled from '@emotion/styled';
import { formatNumber, type YesNo } from '@bottle/domain';
import { VisuallyHidden } from '@bottle/ui';
import { useT } from '../../../lib/i18n';
import { useWishToggle } from '../lib/use-wish-toggle';
import { Icon, ICONS } from './layout';
import { catalogueMessages } from '../messages';

// `active` and `on` style the button only: they are not HTML attributes (React warned of `on`).
const Toggle = styled('button', { shouldForwardProp: (prop) => prop !== 'active' && prop !== 'on' })<{ active: boolean; on: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, active }) => (active ? theme.colors.grayBg : 'transparent')};
  color: ${({ theme, on }) => (on ? theme.colors.bottleGreen : theme.colors.gray700)};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.xs};
  cursor: pointer;
  svg {
    width: 24px;
    height: 24px;
  }
  &[aria-busy='true'] {
    opacity: 0.7;
  }
`;

export interface WishButtonProps {
  product: { prd_cd: string; prd_nm: string; isMyBucker: YesNo; bnkr_cnt: number };
  /** Show the number of members who saved it next to the icon. */
  showCount?: boolean;
}

export function WishButton({ product, showCount = false }: WishButtonProps) {
  const t = useT(catalogueMessages);
  const wish = useWishToggle(product);
  return (
    <>
      <Toggle
        type="button"
        active={wish.active}
        on={wish.on}
        aria-pressed={wish.active}
        aria-busy={wish.busy}
        // WCAG 2.5.3 (label in name): the visible count is part of the accessible name.
        aria-label={`${t(wish.active ? 'catalogue.wish.remove' : 'catalogue.wish.add', { name: product.prd_nm })}${
          showCount ? ` ${formatNumber(wish.count)}` : ''
        }`}
        onClick={wish.toggle}
      >
        <Icon d={ICONS.bookmark} filled={wish.active} />
        {showCount ? <span aria-hidden="true">{formatNumber(wish.count)}</span> : null}
      </Toggle>
      {showCount ? <VisuallyHidden>{t('catalogue.wish.count', { n: formatNumber(wish.count) })}</VisuallyHidden> : null}
      <VisuallyHidden role="status">{wish.announcement}</VisuallyHidden>
    </>
  );
}
