/** Small styled parts shared by the account screens (labels, fields, lists, notes). */
import styled from '@emotion/styled';
import { FieldErrorText } from '../../../lib/kit';

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.typography.size.sm};
  line-height: 1.5;
`;

// The kit's error look (black text, red rule): red text failed axe's contrast on the login forms.
export const InlineError = styled(FieldErrorText)`
  margin: 0;
  font-weight: 700;
`;

export const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.touchTarget};
  font-size: ${({ theme }) => theme.typography.size.md};
  cursor: pointer;
  input {
    flex: 0 0 auto;
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.bottleGreen};
  }
`;

export const SectionTitle = styled.h2`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.md};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.sm};
  caption {
    text-align: left;
    font-weight: 700;
    padding: ${({ theme }) => theme.space.sm} 0;
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.gray200};
    vertical-align: top;
  }
  code {
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;
