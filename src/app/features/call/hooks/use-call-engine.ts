import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { CallEngine, CallSnapshot } from '../engine/call-engine';

/** The engine's state and the other party's stream, re-rendering on each change. */
export function useCallEngine(engine: CallEngine): {
  state: CallSnapshot;
  remote: MediaStream | null;
} {
  const subscribe = useCallback((change: () => void) => engine.onState(change), [engine]);
  const state = useSyncExternalStore(subscribe, engine.snapshot.bind(engine));
  const [remote, setRemote] = useState<MediaStream | null>(null);
  useEffect(() => engine.onRemoteStream(setRemote), [engine]);
  return { state, remote };
}
