/**
 * Building blocks of the catalogue screens only: muted text, word chips, icon buttons and icons,
 * hidden labels. Headers, sections and link buttons come from the screen kit (src/lib/kit).
 * Theme tokens only; every control is at least 44 × 44 px (docs/conventions.md styling rules).
 */
import styled from '@emotion/styled';
import { pillButton } from '../../../lib/kit';

export const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const Chip = styled.button<{ selected?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  ${pillButton}
  border-color: ${({ theme, selected }) => (selected ? theme.colors.bottleGreen : theme.colors.gray300)};
  background: ${({ theme, selected }) => (selected ? theme.colors.bottleGreen : theme.colors.white)};
  color: ${({ theme, selected }) => (selected ? theme.colors.white : theme.colors.gray900)};
`;

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  flex: none;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.gray900};
  cursor: pointer;
  svg {
    width: 24px;
    height: 24px;
  }
`;

/** A 24×24 outline icon, decorative (its button carries the name). */
export function Icon({ d, filled = false }: { d: string; filled?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

export const ICONS = {
  search: 'M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14zm5 12l5 5',
  close: 'M6 6l12 12M18 6L6 18',
  mic: 'M12 3a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zM5 11a7 7 0 0 0 14 0M12 18v3',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4zM12 10a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7z',
  bookmark: 'M6 3h12v18l-6-4-6 4z',
  share: 'M4 12v7h16v-7M12 3v12M7 8l5-5 5 5',
  filter: 'M4 6h16M7 12h10M10 18h4',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
} as const;

/** The visually hidden rule of libs/ui's VisuallyHidden, for a label or an input. */
const hidden = `
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const HiddenLabel = styled.label`
  ${hidden}
`;

export const HiddenInput = styled.input`
  ${hidden}
`;
