/**
 * Store choice of the pickup flow (spec §2 step 2 "location select") and of moving a
 * reservation: a radio group, the member's main store first (nearest first once the member asks
 * for stores near them), each store with its stock when known, its distance and whether it is
 * open now, and a button that opens the store info popup (spec §2 "Store info popup").
 */
import styled from '@emotion/styled';
import { formatDayLabel } from '@bottle/domain';
import { useAppDispatch } from '../../../lib/store/hooks';
import { useLang, useT } from '../../../lib/i18n';
import { popupActions } from '../../../lib/popups/popup-slice';
import type { PickupStoreRow } from '../api/use-pickup-stores';
import { nameAndMeta, storeRows } from '../../../lib/kit';
import { placeRows, StoreFacts, type Nearby } from '../../../lib/stores-nearby';
import { pickupMessages } from '../messages';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0 ${({ theme }) => theme.space.lg};
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  ${storeRows}
  li {
    align-items: stretch;
  }
  label {
    display: flex;
    flex: 1;
    gap: ${({ theme }) => theme.space.md};
    align-items: flex-start;
    min-height: 56px;
    padding: ${({ theme }) => theme.space.md} 0;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    margin-top: 2px;
    accent-color: ${({ theme }) => theme.colors.bottleGreen};
  }
  ${nameAndMeta}
  .main {
    margin-left: ${({ theme }) => theme.space.xs};
    padding: 0 ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.bottleGreen};
    color: ${({ theme }) => theme.colors.white};
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
  .short {
    color: ${({ theme }) => theme.colors.red};
  }
`;

const InfoButton = styled.button`
  align-self: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.gray300};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.gray800};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.xs};
  cursor: pointer;
`;

export interface StorePickerProps {
  name: string;
  legend: string;
  rows: readonly PickupStoreRow[];
  value: string | null;
  onChange: (strCd: string) => void;
  /** Bottles wanted: a store whose known stock is lower cannot be chosen. */
  qty: number;
  /** A store that cannot be chosen (the reservation's current store when moving). */
  exclude?: string;
  describedBy?: string;
  /** Stores near the member: each row then says how far and whether it is open, nearest first while on. */
  nearby?: Nearby;
}

export function StorePicker({ name, legend, rows, value, onChange, qty, exclude, describedBy, nearby }: StorePickerProps) {
  const t = useT(pickupMessages);
  const lang = useLang();
  const dispatch = useAppDispatch();
  return (
    <Fieldset aria-describedby={describedBy}>
      <legend>{legend}</legend>
      <ul>
        {(nearby ? placeRows(rows, nearby) : rows.map((item) => ({ item, meters: NaN })))
          .filter(({ item }) => item.str_cd !== exclude)
          .map(({ item: r, meters }) => {
            const short = r.stock !== undefined && r.stock < qty;
            const id = `${name}-${r.str_cd}`;
            return (
              <li key={r.str_cd}>
                <label htmlFor={id}>
                  <input
                    type="radio"
                    id={id}
                    name={name}
                    value={r.str_cd}
                    checked={value === r.str_cd}
                    disabled={short}
                    onChange={() => onChange(r.str_cd)}
                  />
                  <span>
                    <span className="name">
                      {r.str_nm}
                      {r.main ? <span className="main">{t('pickup.mainStore')}</span> : null}
                    </span>
                    {r.str_addr ? <span className="meta">{r.str_addr}</span> : null}
                    {nearby ? <StoreFacts meters={meters} open={nearby.openState(r)} /> : null}
                    <span className={short ? 'meta short' : 'meta'}>
                      {r.stock === undefined
                        ? t('pickup.stockUnknown')
                        : r.countedAt
                          ? t('pickup.stockCount', { n: r.stock, time: formatDayLabel(r.countedAt, lang) || r.countedAt })
                          : t('pickup.stockCountNoTime', { n: r.stock })}
                      {short ? ` · ${t('pickup.stockShort')}` : ''}
                    </span>
                  </span>
                </label>
                <InfoButton
                  type="button"
                  aria-haspopup="dialog"
                  aria-label={t('pickup.storeInfo', { name: r.str_nm })}
                  onClick={() => dispatch(popupActions.openStoreInfo({ strCd: r.str_cd }))}
                >
                  {t('pickup.storeInfoButton')}
                </InfoButton>
              </li>
            );
          })}
      </ul>
    </Fieldset>
  );
}
