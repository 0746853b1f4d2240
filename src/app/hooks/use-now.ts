import { useEffect, useState } from 'react';

/** The current time in ms, moving every `everyMs`, so a visit that ends changes tabs on its own. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
