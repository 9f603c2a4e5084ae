import { useContext, useSyncExternalStore } from 'react';
import { PrerenderedContext } from './prerendered-context.ts';

const never = () => () => undefined;
const thisYear = () => new Date().getFullYear();

/** This year; the prerendered document's while it hydrates (then this year again, if another has begun since). */
export function useYear(): number {
  const prerendered = useContext(PrerenderedContext);
  return useSyncExternalStore(never, thisYear, () => prerendered?.year ?? thisYear());
}
