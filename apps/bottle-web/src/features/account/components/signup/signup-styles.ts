/** The sign-up form's own layout: one column of agreement checkboxes, the agree-all row, fieldsets without a frame. */
import styled from '@emotion/styled';
import { CheckRow } from '../form-parts';

// One column of checkboxes: every row starts where the agree-all row does (same inset), the box
// never shrinks when a long name wraps, the name takes the room left, and "보기" keeps its one line
// (a wrapped "보/기" read as two buttons on a 360 px phone).
export const AgreementRow = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-left: ${({ theme }) => theme.space.md};
  > label {
    flex: 1 1 auto;
    min-width: 0;
  }
  > button {
    flex: 0 0 auto;
    white-space: nowrap;
  }
`;

export const AllRow = styled(CheckRow)`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.grayBg};
  font-weight: 700;
`;

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: 700;
  }
`;
