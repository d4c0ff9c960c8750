/** A product's small picture beside a row's name and lines (reservations, alarms, draws). */
import styled from '@emotion/styled';

export const Thumb = styled.img`
  width: 64px;
  height: 64px;
  flex: none;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.grayBg};
`;
