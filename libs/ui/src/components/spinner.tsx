import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ size }) => size}px;
  height: ${({ size }) => size}px;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.colors.gray200};
  border-top-color: ${({ theme }) => theme.colors.bottleGreen};
  animation: ${spin} 0.9s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Decorative spinner; the surrounding overlay carries the accessible "loading" text. */
export function Spinner({ size = 40 }: { size?: number }) {
  return <Ring size={size} aria-hidden="true" data-testid="spinner" />;
}
