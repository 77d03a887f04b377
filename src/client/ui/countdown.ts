import { useEffect, useState } from 'react';
import { formatNumber } from './format';

const secondsUntil = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/** Whole seconds left until `until` (ms since epoch), ticking once a second; 0 once it has passed. */
export function useSecondsLeft(until: number): number {
  const [left, setLeft] = useState(() => secondsUntil(until));
  useEffect(() => {
    const compute = () => setLeft(secondsUntil(until));
    compute();
    const timer = setInterval(compute, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return left;
}

/** A wait as m:ss in the language's digits ("0:56", "٠:٥٦"). */
export function clockText(seconds: number, language: string): string {
  const format = (value: number, digits = 1) => formatNumber(value, language, { minimumIntegerDigits: digits });
  return `${format(Math.floor(seconds / 60))}:${format(seconds % 60, 2)}`;
}
