import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs`, so relative times ("3 minutes ago") move on by themselves. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
