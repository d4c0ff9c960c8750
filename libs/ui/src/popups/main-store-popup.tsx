/**
 * Main-store setting popup (spec §2 "Main-store setting popup", §5): lists stores, preselects
 * the current default store, enables confirm only once a store is chosen and while no save is
 * in progress, and lets the user skip, in which case the default store is 361
 * (DEFAULT_STORE_ON_SKIP, spec §9). Saving is the app's job: it passes `saving` while the
 * setDefaultStore call runs.
 */
import styled from '@emotion/styled';
import { useEffect, useId, useState } from 'react';
import { DEFAULT_STORE_ON_SKIP } from '@bottle/domain';
import { ChoiceButtons } from '../components/choice-buttons';
import { Modal } from '../overlay/modal';
import { useUi } from '../theme/ui-provider';

/** A store list item (spec §3 "Stores": str_cd, str_nm under str_list). */
export interface StoreListItem {
  str_cd: string;
  str_nm: string;
}

export interface MainStorePopupProps {
  open: boolean;
  stores: readonly StoreListItem[];
  /** The member's current default store (def_str_cd), preselected. */
  defaultStoreCode?: string | null;
  /** True while the save call runs: confirm and skip are disabled. */
  saving?: boolean;
  /** Confirm with the chosen store code. */
  onConfirm: (strCd: string) => void;
  /** Skip the setup; receives the spec's default store code 361. */
  onSkip: (defaultStrCd: string) => void;
}

const List = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Option = styled.label<{ checked: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, checked }) => (checked ? theme.colors.bottleGreen : theme.colors.gray300)};
  background: ${({ theme, checked }) => (checked ? theme.colors.grayBg : theme.colors.white)};
  cursor: pointer;
  & input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.bottleGreen};
  }
`;

const Current = styled.span`
  margin-left: auto;
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.bottleGreen};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.gray700};
`;

export function MainStorePopup({ open, stores, defaultStoreCode, saving = false, onConfirm, onSkip }: MainStorePopupProps) {
  const { t } = useUi('MainStorePopup');
  const name = useId();
  const preselect = defaultStoreCode && stores.some((s) => s.str_cd === defaultStoreCode) ? defaultStoreCode : null;
  const [selected, setSelected] = useState<string | null>(preselect);

  // Each opening starts from the member's current default store (it may have changed since).
  useEffect(() => {
    if (open) setSelected(preselect);
  }, [open, preselect]);

  const canConfirm = selected !== null && !saving;

  return (
    <Modal
      open={open}
      title={t('store.mainStoreTitle')}
      description={t('store.mainStoreDescription')}
      busy={saving}
      data-testid="main-store-popup"
      footer={
        <ChoiceButtons
          back={{ label: t('store.mainStoreSkip'), onClick: () => onSkip(DEFAULT_STORE_ON_SKIP), disabled: saving }}
          ahead={{
            label: saving ? t('store.mainStoreSaving') : t('store.mainStoreConfirm'),
            onClick: () => {
              if (selected !== null && !saving) onConfirm(selected);
            },
            disabled: !canConfirm,
          }}
        />
      }
    >
      {stores.length === 0 ? (
        <Empty>{t('ui.mainStore.empty')}</Empty>
      ) : (
        <List disabled={saving} aria-label={t('ui.mainStore.list')}>
          {stores.map((store) => (
            <Option key={store.str_cd} checked={selected === store.str_cd}>
              <input
                type="radio"
                name={name}
                value={store.str_cd}
                checked={selected === store.str_cd}
                onChange={() => setSelected(store.str_cd)}
              />
              <span>{store.str_nm}</span>
              {store.str_cd === defaultStoreCode ? <Current>{t('store.currentMainStore')}</Current> : null}
            </Option>
          ))}
        </List>
      )}
    </Modal>
  );
}
