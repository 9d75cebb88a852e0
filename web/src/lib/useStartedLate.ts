import { startTransition, useEffect, useState } from 'react';

/**
 * False for a component's first commit, true from a render of its own right after. What waits for it (a
 * query's subscription, a Tooltip) then costs a phone's main thread a task of its own instead of adding to
 * the long task that commits a whole screen and runs its effects.
 */
export function useStartedLate(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => startTransition(() => setStarted(true)), []);
  return started;
}
