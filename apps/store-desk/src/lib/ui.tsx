/** The desk's small building blocks on libs/ui's theme: page column, fields, alerts, cards. */
import styled from '@emotion/styled';
import { useId, type ComponentProps, type ReactNode } from 'react';

/** The content column: a phone's width up to a tablet's. */
export const Page = styled.main`
  max-width: 880px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  &:focus {
    outline: none;
  }
  h1 {
    font-size: ${({ theme }) => theme.typography.size.xxl};
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.typography.size.lg};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.gray300};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** Two columns on a tablet, one on a phone. */
export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  align-items: start;
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const Label = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  small {
    font-weight: ${({ theme }) => theme.typography.weight.regular};
    color: ${({ theme }) => theme.colors.gray700};
  }
`;

export const Input = styled.input`
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.size.lg};
  border: 1px solid ${({ theme }) => theme.colors.gray500};
  border-radius: ${({ theme }) => theme.radii.md};
  letter-spacing: 0.05em;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.bottleGreen};
    outline-offset: 1px;
  }
`;

/**
 * A labelled input with its hint between the label and the input; the hint describes the input
 * (aria-describedby), so a screen reader reads what to type when the field takes focus.
 */
export function HintedField({ label, hint, ...input }: { label: ReactNode; hint: ReactNode } & ComponentProps<typeof Input>) {
  const hintId = useId();
  return (
    <Label>
      {label}
      <small id={hintId}>{hint}</small>
      <Input {...input} aria-describedby={hintId} />
    </Label>
  );
}

/** What a digits-only field keeps of what was typed or pasted: its digits, at most `max` of them. */
export function digitsOnly(typed: string, max: number): string {
  return typed.replace(/\D/g, '').slice(0, max);
}

/** A message in dark text with a coloured side bar (red text on gray fails WCAG's 4.5:1 contrast). */
export const Alert = styled.p<{ tone?: 'error' | 'success' | 'warning' }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-left: 4px solid ${({ theme, tone = 'error' }) => (tone === 'success' ? theme.colors.bottleGreen : tone === 'warning' ? theme.colors.black : theme.colors.red)};
  background: ${({ theme }) => theme.colors.grayBg};
  color: ${({ theme }) => theme.colors.black};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

/** Terms and their values side by side (a definition list): what the desk shows of a reservation or a review. */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.gray700};
  }
  dd {
    margin: 0;
  }
`;

/** One term of a FactList and its value; the value's own attributes (a test id, a status) go on its dd. */
export function Fact({ term, children, ...value }: { term: ReactNode } & ComponentProps<'dd'>) {
  return (
    <>
      <dt>{term}</dt>
      <dd {...value}>{children}</dd>
    </>
  );
}

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  & > * {
    flex: 1 1 160px;
  }
`;
