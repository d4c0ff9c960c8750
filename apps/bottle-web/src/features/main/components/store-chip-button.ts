/** The header's store chip (visitor and member variants share it). */
import styled from '@emotion/styled';

export const StoreChipButton = styled.button`
  min-height: 44px;
  padding: 0 14px;
  border: 1px solid ${({ theme }) => theme.colors.bottleGreen};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.bottleGreen};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.sm};
  cursor: pointer;
`;
