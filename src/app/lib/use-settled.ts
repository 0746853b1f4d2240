import { useEffect, useState } from 'react';

/**
 * The value of a promise a route loader returned unawaited, once it has settled; undefined
 * while it is on its way. For data a screen shows in part of itself (the slots of a date)
 * without suspending the rest, whose state (a half-filled form) must survive the wait.
 * The promise must not reject: loaders give such promises their failure as a value.
 */
export function useSettled<T>(promise: Promise<T> | null | undefined): T | undefined {
  const [settled, setSettled] = useState<{ promise: Promise<T>; value: T } | null>(null);
  useEffect(() => {
    if (!promise) return;
    let current = true;
    void promise.then((value) => {
      if (current) setSettled({ promise, value });
    });
    return () => {
      current = false;
    };
  }, [promise]);
  return settled && settled.promise === promise ? settled.value : undefined;
}
