/**
 * The header's store chip for a logged-in member: their main store's name (user info), opening
 * the store info popup. Loaded only for members, so a visitor's first visit does not carry the
 * member calls.
 */
import { useUserInfoQuery } from '@bottle/api';
import { useT } from '../../../lib/i18n';
import { StoreChipButton } from './store-chip-button';
import { mainMessages } from '../messages';

export default function MyStoreChip() {
  const t = useT(mainMessages);
  const user = useUserInfoQuery();
  const name = user.data?.def_str_nm;
  return (
    <StoreChipButton
      aria-label={name ? t('main.myStoreButton', { name }) : t('main.storeInfo')}
    >
      {name ?? t('main.storeInfo')}
    </StoreChipButton>
  );
}
