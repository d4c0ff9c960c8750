/**
 * The one button of libs/ui. Every variant is at least 44 × 44 CSS px (touch
 * targets), and `busy` keeps the button focusable but inert while an action runs.
 */
import styled from '@emotion/styled';
import { forwardRef } from 'react';
import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'text';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Stretch to the width of the container (popup footers). */
  block?: boolean;
}

const StyledButton = styled.button<{ variant: ButtonVariant; block: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.touchTarget};
  min-width: ${({ theme }) => theme.touchTarget};
  width: ${({ block }) => (block ? '100%' : 'auto')};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  cursor: pointer;
  touch-action: manipulation;
  border: 1px solid transparent;
  ${({ variant, theme }) =>
    variant === 'primary'
      ? `background: ${theme.colors.bottleGreen}; color: ${theme.colors.white};`
      : variant === 'secondary'
        ? `background: ${theme.colors.white}; color: ${theme.colors.black}; border-color: ${theme.colors.gray300};`
        : `background: transparent; color: ${theme.colors.black}; text-decoration: underline;`}
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    background: ${({ theme, variant }) => (variant === 'text' ? 'transparent' : theme.colors.gray200)};
    color: ${({ theme }) => theme.colors.gray700};
    border-color: transparent;
  }
`;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', block = false, type = 'button', ...rest },
  ref,
) {
  return <StyledButton ref={ref} type={type} variant={variant} block={block} {...rest} />;
});

/** Footer row of popup buttons: equal widths, cancel first (the chain's convention). */
export const ButtonRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  & > * {
    flex: 1 1 0;
  }
`;

/** Hidden from sight, kept for screen readers (labels that the design shows as icons only). */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
