/**
 * Content centred in a column that fills its overlay, with the theme's large gap between items:
 * the loading popups' spinner and text, the shell screens' picture, message and buttons.
 */
import styled from '@emotion/styled';

export const CentredColumn = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 100%;
  text-align: center;
`;
