import { useEffect, useState, useSyncExternalStore } from 'react';
import type { CallEngine, CallSnapshot } from '../engine/call-engine';

/** The engine's state and the other party's stream, re-rendering on each change. */
export function useCallEngine(engine: CallEngine): {
  state: CallSnapshot;
  remote: MediaStream | null;
} {
  const state = useSyncExternalStore(
    (change) => engine.onState(change),
    () => engine.snapshot(),
  );
  const [remote, setRemote] = useState<MediaStream | null>(null);
  useEffect(() => engine.onRemoteStream(setRemote), [engine]);
  return { state, remote };
}
