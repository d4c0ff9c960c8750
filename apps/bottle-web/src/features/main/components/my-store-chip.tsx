/**
 * The header's store chip for a logged-in member: their main store's name (user info), opening
 * the store info popup. Loaded only for members, so a visitor's first visit does not carry the
 * member calls.
 */
import { useUserInfoQuery } from '@bottle/api';
import { useAppDispatch } from '../../../lib/store/hooks';
import { useT } from '../../../lib/i18n';
import { popupActions } from '../../../lib/popups/popup-slice';
import { StoreChipButton } from './store-chip-button';
import { mainMessages } from '../messages';

export default function MyStoreChip() {
  const t = useT(mainMessages);
  const dispatch = useAppDispatch();
  const user = useUserInfoQuery();
  const name = user.data?.def_str_nm;
  return (
    <StoreChipButton
      type="button"
      aria-haspopup="dialog"
      onClick={() => dispatch(popupActions.openStoreInfo())}
      aria-label={name ? t('main.myStoreButton', { name }) : t('main.storeInfo')}
    >
      {name ?? t('main.storeInfo')}
    </StoreChipButton>
  );
}
