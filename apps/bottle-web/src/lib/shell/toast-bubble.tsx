/**
 * The look of the shell's toast (./toast.tsx), loaded with the first toast rather than on a
 * first visit (budgets: tools/budgets.mjs). It imports nothing of the app, so that loading it
 * on demand does not split the first route's code into more chunks.
 */
import styled from '@emotion/styled';
import { useEffect } from 'react';

const Bubble = styled.p`
  position: fixed;
  left: 50%;
  /* Above the footer tab bar (56 px and the safe area, components/layout/footer-tabs.tsx). */
  bottom: calc(68px + env(safe-area-inset-bottom, 0px));
  z-index: ${({ theme }) => theme.zIndex.footer + 1};
  transform: translateX(-50%);
  width: max-content;
  max-width: calc(100vw - 32px);
  margin: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gray900};
  color: ${({ theme }) => theme.colors.white};
  pointer-events: none;
`;

/** Shows `text`, then calls `onDone` after `ms`. */
export default function ToastBubble({ text, ms, onDone }: { text: string; ms: number; onDone: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDone, ms);
    return () => clearTimeout(timer);
  }, [ms, onDone]);
  return <Bubble>{text}</Bubble>;
}
