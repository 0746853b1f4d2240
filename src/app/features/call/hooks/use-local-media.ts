import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * denied: the browser or the user refused the camera or microphone; missing: no such device;
 * unavailable: another app holds it, or the browser has no media at all (an in-app browser).
 */
export type MediaProblem = 'denied' | 'missing' | 'unavailable';

export type LocalMedia = {
  stream: MediaStream | null;
  problem: MediaProblem | null;
  audioOnly: boolean;
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  cameraId: string;
  microphoneId: string;
  setCameraId(id: string): void;
  setMicrophoneId(id: string): void;
  /** Asks for the microphone alone (after the camera was refused). */
  useAudioOnly(): void;
  /** Hands the stream over (to the call): the hook no longer stops it on unmount. */
  release(): MediaStream | null;
};

/** Captured up to 720p; the sender scales it to 320×240 unless the doctor asks for detail (ADR 115). */
const VIDEO = { width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 15, max: 30 } };
const AUDIO = { echoCancellation: true, noiseSuppression: true, autoGainControl: true };

function problemOf(error: unknown): MediaProblem {
  const name = (error as { name?: string })?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'unavailable';
}

/** The camera and microphone before joining: a preview stream, the devices and what went wrong. */
export function useLocalMedia(): LocalMedia {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  const [audioOnly, setAudioOnly] = useState(false);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [cameraId, setCameraId] = useState('');
  const [microphoneId, setMicrophoneId] = useState('');
  const current = useRef<MediaStream | null>(null);
  const released = useRef(false);

  useEffect(() => {
    const media = navigator.mediaDevices;
    if (!media?.getUserMedia) {
      setProblem('unavailable');
      return;
    }
    let cancelled = false;
    const constraints: MediaStreamConstraints = {
      audio: { ...AUDIO, ...(microphoneId ? { deviceId: { exact: microphoneId } } : {}) },
      video: audioOnly
        ? false
        : { ...VIDEO, ...(cameraId ? { deviceId: { exact: cameraId } } : {}) },
    };
    media.getUserMedia(constraints).then(
      async (next) => {
        if (cancelled) {
          for (const track of next.getTracks()) track.stop();
          return;
        }
        stopAll(current.current);
        current.current = next;
        setStream(next);
        setProblem(null);
        // Labels are only listed once permission is given.
        setDevices(await media.enumerateDevices().catch(() => []));
      },
      (error: unknown) => {
        if (!cancelled) setProblem(problemOf(error));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [audioOnly, cameraId, microphoneId]);

  useEffect(
    () => () => {
      if (!released.current) stopAll(current.current);
    },
    [],
  );

  const release = useCallback(() => {
    released.current = true;
    return current.current;
  }, []);

  return {
    stream,
    problem,
    audioOnly,
    cameras: devices.filter((d) => d.kind === 'videoinput'),
    microphones: devices.filter((d) => d.kind === 'audioinput'),
    cameraId,
    microphoneId,
    setCameraId,
    setMicrophoneId,
    useAudioOnly: () => setAudioOnly(true),
    release,
  };
}

function stopAll(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
