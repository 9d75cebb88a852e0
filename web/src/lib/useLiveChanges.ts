import { createContext, useEffect, useState } from 'react';
import { useSubscription } from '@apollo/client/react';
import type { LiveEntityType } from '@pilotage/domain';
import { RecordsChangedDocument } from '../graphql/generated/graphql';
import { useStartedLate } from './useStartedLate';

/** How long a changed row stays highlighted. */
export const LIVE_HIGHLIGHT_MS = 2000;

/** The ids of the rows changed a moment ago, which DataTable highlights. */
export const LiveHighlightContext = createContext<ReadonlySet<string>>(new Set());

const reconnectListeners = new Set<() => void>();

/** The live connection is back after a drop (app/live-link.ts): changes may have been missed. */
export function announceLiveReconnect(): void {
  reconnectListeners.forEach((listener) => listener());
}

/** Refetches one after the other: changes arriving during a refetch make one more, not one each. */
class CoalescedRefresh {
  private refresh: () => Promise<unknown> = () => Promise.resolve();
  private shown: (ids: string[]) => void = () => undefined;
  private running = false;
  private again = false;
  private readonly ids = new Set<string>();

  /** What refetches (the latest render's, with the current page and filters). */
  use(refresh: () => Promise<unknown>): void {
    this.refresh = refresh;
  }

  /** Called once the refetch including these ids has finished. */
  onShown(shown: (ids: string[]) => void): void {
    this.shown = shown;
  }

  request(ids: readonly string[]): void {
    ids.forEach((id) => this.ids.add(id));
    if (this.running) this.again = true;
    else void this.run();
  }

  private async run() {
    this.running = true;
    do {
      this.again = false;
      const batch = [...this.ids];
      this.ids.clear();
      // A failed refetch leaves the rows shown; the next change or reconnection tries again.
      await this.refresh().catch(() => undefined);
      if (batch.length > 0) this.shown(batch);
    } while (this.again);
    this.running = false;
  }
}

/**
 * Keeps a screen current: each change of `entityTypes` (made by anyone, through any server) and
 * each reconnection refetches the screen's current data with `refresh`, which must not touch
 * its page, sort, filters or open forms; no type, no subscription. Returns the ids changed, for
 * LIVE_HIGHLIGHT_MS once the refetch has shown them.
 */
export function useLiveChanges(
  entityTypes: readonly LiveEntityType[],
  refresh: () => Promise<unknown>,
): ReadonlySet<string> {
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(() => new Set());
  const [refresher] = useState(() => new CoalescedRefresh());
  useEffect(() => {
    refresher.use(refresh);
  });
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    refresher.onShown((ids) => {
      setHighlighted((shown) => new Set([...shown, ...ids]));
      const timer = setTimeout(() => {
        timers.delete(timer);
        setHighlighted((shown) => new Set([...shown].filter((id) => !ids.includes(id))));
      }, LIVE_HIGHLIGHT_MS);
      timers.add(timer);
    });
    const reconnected = () => refresher.request([]);
    reconnectListeners.add(reconnected);
    return () => {
      refresher.onShown(() => undefined);
      timers.forEach(clearTimeout);
      reconnectListeners.delete(reconnected);
    };
  }, [refresher]);

  // Subscribed once the screen's first commit is done: opening the live connection then takes a task of its own.
  const started = useStartedLate();
  useSubscription(RecordsChangedDocument, {
    variables: { entityTypes: [...entityTypes] },
    skip: entityTypes.length === 0 || !started,
    onData: ({ data }) => {
      const change = data.data?.recordsChanged;
      if (change) refresher.request(change.ids ?? []);
    },
  });
  return highlighted;
}
