/**
 * Home's store list rows, each opening the store info popup (spec §2). The plain rows are what
 * the prerendered page and the first render show; once home has mounted, nearby-store-rows.tsx
 * (its own chunk) adds the 내 주변 매장 control, each store's distance and open state.
 */
import styled from '@emotion/styled';
import type { StoreListItem } from '@bottle/api';
import type { ReactNode } from 'react';
import { plainRowButton, RowList, StoreInfoButton } from '../../../lib/kit';

export const StoreList = styled(RowList)`
  button {
    ${plainRowButton}
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    padding: 10px 0;
  }
  strong {
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  small {
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

/** One store: its name and address, and what the caller adds below (distance, open state). */
export function StoreRow({ store, children }: { store: StoreListItem; children?: ReactNode }) {
  return (
    <li>
      <StoreInfoButton strCd={store.str_cd}>
        <strong>{store.str_nm}</strong>
        {/* Addresses come in Korean only (the catalogue has no English ones): marked so. */}
        {store.str_addr ? <small lang="ko">{store.str_addr}</small> : null}
        {children}
      </StoreInfoButton>
    </li>
  );
}

export function PlainStoreRows({ stores }: { stores: readonly StoreListItem[] }) {
  return (
    <StoreList>
      {stores.map((s) => (
        <StoreRow key={s.str_cd} store={s} />
      ))}
    </StoreList>
  );
}
