import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useT } from '#app/lib/i18n';
import type { Quality } from '../engine/quality';
import { useLocalMedia } from '../hooks/use-local-media';
import { useMicLevel } from '../hooks/use-mic-level';
import { CHECK_LABEL, JOIN_CALL } from './labels';
import { InAppBrowserNotice, MediaHelp } from './media-help';

type Props = {
  /** The patient agrees to the video visit's limits before joining. */
  needsConsent: boolean;
  /** False in the waiting room: the devices can be tried, not yet joined. */
  canJoin: boolean;
  joining: boolean;
  check: Quality | null;
  error: string | null;
  /** Join call, with the stream chosen here (handed over: the lobby no longer stops it). */
  onJoin(stream: MediaStream | null): void;
  /** This tab was in the call before a reload: join again as soon as the devices answer. */
  autoJoin?: boolean;
  children?: ReactNode;
};

/** Before joining: the preview, the microphone's level, the devices, the check, consent, Join call. */
export function Lobby({
  needsConsent,
  canJoin,
  joining,
  check,
  error,
  onJoin,
  autoJoin = false,
  children,
}: Props) {
  const t = useT();
  const id = useId();
  const media = useLocalMedia();
  const preview = useRef<HTMLVideoElement>(null);
  const [agreed, setAgreed] = useState(false);
  const level = useMicLevel(media.stream);
  useEffect(() => {
    if (preview.current) preview.current.srcObject = media.stream;
  }, [media.stream]);
  const hasVideo = Boolean(media.stream?.getVideoTracks().length);
  const hasAudio = Boolean(media.stream?.getAudioTracks().length);
  // Join waits for the camera and microphone to answer: a tap before would join without them.
  const devicesAnswered = Boolean(media.stream || media.problem);
  const ready = canJoin && !joining && devicesAnswered && (!needsConsent || agreed);
  const autoJoined = useRef(false);
  useEffect(() => {
    if (!autoJoin || autoJoined.current || !canJoin || !devicesAnswered) return;
    autoJoined.current = true;
    onJoin(media.release());
  }, [autoJoin, canJoin, devicesAnswered, onJoin, media]);

  return (
    <section className="call-lobby" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('Before you join')}</h2>
      {children}
      <InAppBrowserNotice userAgent={navigator.userAgent} url={location.href} />
      <MediaHelp
        problem={media.problem}
        canAudioOnly={!media.audioOnly}
        onAudioOnly={media.useAudioOnly}
      />
      <div className="call-preview">
        {!devicesAnswered ? (
          <p className="call-no-video" role="status">
            {t('Starting your camera and microphone…')}
          </p>
        ) : hasVideo ? (
          <video
            ref={preview}
            className="call-preview-video"
            autoPlay
            playsInline
            muted
            aria-label={t('Your camera')}
          />
        ) : (
          <p className="call-no-video">{t('Your camera is off: the call will be audio only.')}</p>
        )}
      </div>
      <div className="call-devices">
        {media.cameras.length > 0 && !media.audioOnly && (
          <label>
            {t('Camera')}
            <select value={media.cameraId} onChange={(e) => media.setCameraId(e.target.value)}>
              <option value="">{t('Default camera')}</option>
              {media.cameras.map((d, i) => (
                <option key={d.deviceId} value={d.deviceId}>
                  {d.label || t('Camera {number}', { number: i + 1 })}
                </option>
              ))}
            </select>
          </label>
        )}
        {media.microphones.length > 0 && (
          <label>
            {t('Microphone')}
            <select
              value={media.microphoneId}
              onChange={(e) => media.setMicrophoneId(e.target.value)}
            >
              <option value="">{t('Default microphone')}</option>
              {media.microphones.map((d, i) => (
                <option key={d.deviceId} value={d.deviceId}>
                  {d.label || t('Microphone {number}', { number: i + 1 })}
                </option>
              ))}
            </select>
          </label>
        )}
        {hasAudio && (
          <label>
            {t('Microphone level')}
            <meter min={0} max={1} low={0.05} value={level} />
          </label>
        )}
      </div>
      {check && <p className="call-check">{t(CHECK_LABEL[check])}</p>}
      {needsConsent && (
        <label className="call-consent">
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />{' '}
          {t(
            'I understand that a video visit has limits, that it may be interrupted, and that nothing is recorded.',
          )}
        </label>
      )}
      {error && (
        <p className="banner banner-error" role="alert">
          {t(error)}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary call-join"
        disabled={!ready}
        onClick={() => onJoin(media.release())}
      >
        {joining ? t('Joining…') : t(JOIN_CALL)}
      </button>
    </section>
  );
}
