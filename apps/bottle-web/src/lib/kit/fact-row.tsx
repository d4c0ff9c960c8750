/**
 * One label / value row of a `<dl>` (the kit's `Facts` or a screen's own), left out when there is
 * no value: a row the server may leave empty (a note's place, a receipt's payment type) shows no
 * label over nothing.
 */
import type { ReactNode } from 'react';

export function FactRow({ label, value }: { label: ReactNode; value: ReactNode }) {
  if (value === null || value === undefined || value === false || value === '') return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
