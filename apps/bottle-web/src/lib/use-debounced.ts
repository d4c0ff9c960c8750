import { useEffect, useState } from 'react';

/**
 * The value, once it has stopped changing for `ms` (autocomplete: one call per pause, not per
 * key). The one debounce of the app: the search box and the diary's product field both use it.
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}
