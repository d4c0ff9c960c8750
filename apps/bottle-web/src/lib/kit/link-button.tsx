/**
 * Navigation that looks like a button. libs/ui's Button is a <button>; going somewhere must stay
 * a link (the browser's own open-in-new-tab, history and link role), so the kit styles a router
 * Link the same way: primary (filled), secondary (outlined) or text. At least 44 × 44 px.
 */
import styled from '@emotion/styled';
import { Link } from '../router/link';

export type LinkButtonVariant = 'primary' | 'secondary' | 'text';

export const LinkButton = styled(Link, { shouldForwardProp: (prop) => prop !== 'variant' && prop !== 'block' })<{
  variant?: LinkButtonVariant;
  /** Full width of its container. */
  block?: boolean;
}>`
  display: ${({ block }) => (block ? 'flex' : 'inline-flex')};
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme, variant }) => (variant === 'text' ? '0' : theme.space.xl)};
  border: 1px solid ${({ theme, variant }) => (variant === 'text' ? 'transparent' : theme.colors.bottleGreen)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, variant = 'primary' }) => (variant === 'primary' ? theme.colors.bottleGreen : 'transparent')};
  color: ${({ theme, variant = 'primary' }) => (variant === 'primary' ? theme.colors.white : theme.colors.bottleGreen)};
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-decoration: none;
`;
