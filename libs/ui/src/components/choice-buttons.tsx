/**
 * The two buttons of an overlay that asks (the confirm popup, the terms, the shell's screens):
 * apart from ./button.tsx, whose buttons the first screen uses without them.
 */
import type { ReactNode } from 'react';
import { Button, ButtonRow } from './button';

/** One of the two buttons of `ChoiceButtons`. */
export interface Choice {
  label: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}

/**
 * The footer of an overlay that asks: the way back (secondary) first, the way ahead (primary)
 * second, side by side in a `ButtonRow`.
 */
export function ChoiceButtons({ back, ahead }: { back: Choice; ahead: Choice }) {
  return (
    <ButtonRow>
      <Button variant="secondary" disabled={back.disabled} onClick={back.onClick}>
        {back.label}
      </Button>
      <Button disabled={ahead.disabled} onClick={ahead.onClick}>
        {ahead.label}
      </Button>
    </ButtonRow>
  );
}
