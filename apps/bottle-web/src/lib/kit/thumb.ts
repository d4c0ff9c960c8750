/** A product's small picture beside a row's name and lines (reservations, alarms, draws), and such rows. */
import styled from '@emotion/styled';
import { nameAndMeta } from './screen-styles';

export const Thumb = styled.img`
  width: 64px;
  height: 64px;
  flex: none;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.grayBg};
`;

/**
 * Rows that each link a thumbnail to a product or reservation, with `.name` over `.meta` lines
 * in a `.body` that takes the room left (alarms, my pickups, draws); each list adds its own row height
 * and side controls.
 */
export const ThumbRowList = styled.ul`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.lg};
  list-style: none;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.gray200};
  }
  a {
    display: flex;
    gap: ${({ theme }) => theme.space.md};
    align-items: center;
    color: inherit;
    text-decoration: none;
  }
  .body {
    flex: 1;
    min-width: 0;
  }
  ${nameAndMeta}
`;
