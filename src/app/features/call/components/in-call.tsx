import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useT } from '#app/lib/i18n';
import type { CallEngine, CallSnapshot } from '../engine/call-engine';
import { QUALITY_LABEL, RECONNECTING } from './labels';

type Props = {
  engine: CallEngine;
  state: CallSnapshot;
  remote: MediaStream | null;
  local: MediaStream | null;
  /** Who is on the other side, for the texts. */
  otherName: string;
  onEnd(): void;
  children?: ReactNode;
};

/** In the call: the other party large, oneself small, the controls and what the link is doing. */
export function InCall({ engine, state, remote, local, otherName, onEnd, children }: Props) {
  const t = useT();
  const room = useRef<HTMLElement>(null);
  const remoteVideo = useRef<HTMLVideoElement>(null);
  const localVideo = useRef<HTMLVideoElement>(null);
  // Join call sits low in the lobby on a phone: the call that replaces it starts in view, not
  // above the screen.
  useEffect(() => {
    room.current?.scrollIntoView({ block: 'start' });
  }, []);
  // Sound needs a user gesture unless the browser allows it (the Join click, active capture);
  // after a reload's automatic rejoin it may be refused, so the user is asked to tap once.
  const [soundBlocked, setSoundBlocked] = useState(false);
  useEffect(() => {
    const video = remoteVideo.current;
    if (!video) return;
    video.srcObject = remote;
    if (remote) video.play?.()?.catch(() => setSoundBlocked(true));
  }, [remote]);
  function playSound() {
    setSoundBlocked(false);
    remoteVideo.current?.play().catch(() => setSoundBlocked(true));
  }
  useEffect(() => {
    if (localVideo.current) localVideo.current.srcObject = local;
  }, [local]);

  const { local: mine, remoteMedia, quality, phase } = state;
  const hasVideo = Boolean(local?.getVideoTracks().length);
  const reconnecting = phase === 'reconnecting' || (phase === 'connecting' && state.peerPresent);
  const remoteNote = remoteMedia?.audioOnly
    ? t('{name} is on audio only', { name: otherName })
    : remoteMedia?.cameraOff
      ? t('{name} turned the camera off', { name: otherName })
      : null;

  return (
    <section ref={room} className="call-room" aria-label={t('Video visit')} data-call-phase={phase}>
      <div className="call-banners" role="status">
        {reconnecting && <p className="banner banner-warning">{t(RECONNECTING)}</p>}
        {phase === 'waiting' && (
          <p className="banner banner-info">
            {t('Waiting for {name} to join…', { name: otherName })}
          </p>
        )}
        {state.role === 'patient' && mine.detail && !mine.audioOnly && (
          <p className="banner banner-info">{t('The doctor sees your camera in full detail.')}</p>
        )}
        {state.autoAudioOnly && (
          <p className="banner banner-warning">
            {t('The connection is weak, so the call switched to audio only by itself.')}
          </p>
        )}
      </div>
      {state.problem === 'no-route' && (
        <p className="banner banner-error" role="alert">
          {t(
            'The video connection could not be made: this network may block calls. Try switching between Wi-Fi and mobile data.',
          )}
        </p>
      )}
      <div className="call-stage">
        <div className="call-remote">
          {/* playsinline: iPhone Safari would otherwise take the video full screen. */}
          {/* biome-ignore lint/a11y/useMediaCaption: a live call has no caption track; the messages are its text channel. */}
          <video
            ref={remoteVideo}
            className="call-remote-video"
            autoPlay
            playsInline
            aria-label={t('Video of {name}', { name: otherName })}
          />
          {soundBlocked && (
            <button type="button" className="btn btn-primary call-play" onClick={playSound}>
              {t('Tap to hear {name}', { name: otherName })}
            </button>
          )}
          {remoteNote && <p className="call-remote-note">{remoteNote}</p>}
          {remoteMedia?.muted && (
            <p className="call-remote-muted">{t('{name} is muted', { name: otherName })}</p>
          )}
        </div>
        {hasVideo && (
          <video
            ref={localVideo}
            className="call-local-video"
            autoPlay
            playsInline
            muted
            aria-label={t('Your camera')}
          />
        )}
      </div>
      <div className="call-quality">
        {quality && (
          <span className={`call-quality-${quality}`} role="status">
            {t(QUALITY_LABEL[quality])}
          </span>
        )}
        {quality === 'poor' && !mine.audioOnly && hasVideo && (
          <button type="button" className="btn btn-light" onClick={() => engine.setAudioOnly(true)}>
            {t('Switch to audio only')}
          </button>
        )}
      </div>
      <fieldset className="call-controls">
        <legend className="sr-only">{t('Call controls')}</legend>
        <Toggle on={mine.muted} set={(on) => engine.setMuted(on)}>
          {t('Mute')}
        </Toggle>
        <Toggle on={mine.cameraOff} disabled={!hasVideo} set={(on) => engine.setCameraOff(on)}>
          {t('Camera off')}
        </Toggle>
        <Toggle on={mine.audioOnly} disabled={!hasVideo} set={(on) => engine.setAudioOnly(on)}>
          {t('Audio only')}
        </Toggle>
        {state.role === 'doctor' && (
          <Toggle
            on={mine.detail}
            disabled={!hasVideo || mine.audioOnly}
            set={(on) => engine.setDetail(on)}
          >
            {t('Full detail')}
          </Toggle>
        )}
        <button type="button" className="btn btn-danger" onClick={onEnd}>
          {t('End call')}
        </button>
      </fieldset>
      {children}
    </section>
  );
}

/** A call control that is on or off (aria-pressed); a press asks for the other state. */
function Toggle({
  on,
  disabled,
  set,
  children,
}: {
  on: boolean;
  disabled?: boolean;
  set: (on: boolean) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="btn btn-light"
      aria-pressed={on}
      disabled={disabled}
      onClick={() => set(!on)}
    >
      {children}
    </button>
  );
}
