/**
 * What mounting brings (the popups' decisions, the stores' distance) is not urgent: the switch is
 * a transition, so React may prepare it in slices while the page as first rendered stays on the
 * screen. The witness: a transition that suspends keeps the shown content instead of replacing
 * it with the boundary's fallback, which an urgent update would do.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { useMounted } from './use-mounted';

const never = new Promise<never>(() => undefined);
/** How many times React has tried to render what mounting brings. */
let tries = 0;

function Pending(): never {
  tries += 1;
  throw never;
}

function Probe() {
  return useMounted() ? <Pending /> : <p>first render</p>;
}

describe('useMounted', () => {
  it('given a mounted component, when the switch brings code that is not there yet, then the first render stays on the screen (a transition, not an urgent update)', async () => {
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Probe />
      </Suspense>,
    );
    // React has tried the switch's render (and found its code missing).
    await waitFor(() => expect(tries).toBeGreaterThan(0));
    expect(screen.getByText('first render')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).toBeNull();
  });
});
