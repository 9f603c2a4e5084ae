import { useEffect, useState } from 'react';

/** `value` once it has not changed for `delay` ms (a search asked as the shopper stops typing). */
export function useDebounced<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
