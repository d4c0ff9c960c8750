/** The header's store chip (visitor and member variants share it). */
import styled from '@emotion/styled';
import { pillButton, StoreInfoButton } from '../../../lib/kit';

/** Opens the store info popup (of the member's main store). */
export const StoreChipButton = styled(StoreInfoButton)`
  ${pillButton}
  padding: 0 14px;
  border-color: ${({ theme }) => theme.colors.bottleGreen};
  color: ${({ theme }) => theme.colors.bottleGreen};
`;
