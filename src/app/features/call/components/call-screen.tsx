import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '#app/lib/api-client';
import { msg, useT } from '#app/lib/i18n';
import { useSession } from '#app/lib/session';
import { useOnline } from '#app/lib/use-online';
import { keepCallMessage } from '#app/offline/call-messages';
import { useMirrorAppointment } from '#app/offline/collections/appointments';
import { localDb } from '#app/offline/local-db';
import type { CallInfo, CallRole } from '#shared/schemas/call';
import { fetchCallInfo, giveCallConsent } from '../api/call-api';
import { connectionCheck } from '../connection-check';
import type { CallEngine } from '../engine/call-engine';
import type { Quality } from '../engine/quality';
import { useCallEngine } from '../hooks/use-call-engine';
import { ChatPanel } from './chat-panel';
import { InCall } from './in-call';
import { CALL_ENDED, DOCTOR_READY, OFFLINE } from './labels';
import { Lobby } from './lobby';
import { WaitingRoom } from './waiting-room';
import '../call.css';

/** The waiting room asks again this often whether the room opened. */
export const WAITING_POLL_MS = 15_000;
const CALL_LOAD_FAILED = msg('The video visit could not be loaded.');
const JOIN_FAILED = msg('Could not join the call. Please try again.');
const MESSAGES = msg('Messages');
const MESSAGES_AFTER = msg('Messages from the call');

type Props = {
  appointmentId: string;
  /** Which side of the visit this user is. */
  party: CallRole;
  createEngine(): CallEngine;
  /** Beside the video on the doctor's side (the patient, the summary), composed by the route. */
  aside?: ReactNode;
  /** Shown once the doctor has ended the call (the visit summary), composed by the route. */
  afterCall?: ReactNode;
};

/**
 * The room of a video visit, the same screen for the patient and the doctor (ADR 115): offline
 * notice, waiting room, the check before joining, the call, and what is left after it.
 */
export function CallScreen({ appointmentId, party: role, createEngine, aside, afterCall }: Props) {
  const t = useT();
  const online = useOnline();
  const userId = useSession((s) => s.user?._id ?? null);
  const appointment = useMirrorAppointment(appointmentId);
  const [engine] = useState(createEngine);
  const { state, remote } = useCallEngine(engine);
  const [info, setInfo] = useState<CallInfo | null>(null);
  const [check, setCheck] = useState<Quality | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [joinError, setJoinError] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);
  const [inCall, setInCall] = useState(false);
  const [callStream, setCallStream] = useState<MediaStream | null>(null);
  const endedHeading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  const load = useCallback(async () => {
    const started = performance.now();
    try {
      const next = await fetchCallInfo(appointmentId);
      const nav = navigator as Navigator & { connection?: { effectiveType?: string } };
      setCheck(connectionCheck(performance.now() - started, nav.connection?.effectiveType));
      setInfo(next);
      setLoadError(null);
    } catch (error) {
      setLoadError(errorMessage(error, CALL_LOAD_FAILED));
    }
  }, [appointmentId]);

  useEffect(() => {
    if (online && !inCall) void load();
  }, [online, inCall, load]);

  // The waiting room: ask again until the room opens (the doctor opened it, or 15 minutes before).
  useEffect(() => {
    if (!online || inCall || info?.state !== 'waiting') return;
    const timer = setInterval(() => void load(), WAITING_POLL_MS);
    return () => clearInterval(timer);
  }, [online, inCall, info?.state, load]);

  // Every message of the call is kept with the appointment on this device.
  useEffect(
    () =>
      engine.onChat((message) => {
        if (userId) void keepCallMessage(localDb, userId, appointmentId, message);
      }),
    [engine, userId, appointmentId],
  );

  // A reload in the call rejoins it (ADR 115): the tab remembers it was in, until the call ends
  // or the user goes elsewhere in the app.
  const rejoinKey = `mashwara:call:${appointmentId}`;
  const [rejoin] = useState(() => sessionStorage.getItem(rejoinKey) === '1');
  const streamRef = useRef<MediaStream | null>(null);
  streamRef.current = callStream;
  useEffect(
    () => () => {
      sessionStorage.removeItem(rejoinKey);
      engine.leave();
      for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    },
    [engine, rejoinKey],
  );

  const ended =
    state.phase === 'ended' ||
    (state.phase === 'closed' && state.problem === null && state.info?.state === 'ended');
  useEffect(() => {
    if (ended) {
      sessionStorage.removeItem(rejoinKey);
      setInCall(false);
      endedHeading.current?.focus();
    }
  }, [ended, rejoinKey]);
  // Joined while the room was not open to us after all: back to the waiting room.
  const backToWaiting = state.phase === 'closed' && state.info?.state === 'waiting';
  useEffect(() => {
    if (backToWaiting) setInCall(false);
  }, [backToWaiting]);

  async function join(chosen: MediaStream | null = callStream) {
    setJoining(true);
    setJoinError(null);
    setCallStream(chosen);
    try {
      if (role === 'patient') await giveCallConsent(appointmentId);
      setInCall(true);
      sessionStorage.setItem(rejoinKey, '1');
      await engine.join({ fetchInfo: () => fetchCallInfo(appointmentId), stream: chosen });
    } catch (error) {
      setJoinError(errorMessage(error, JOIN_FAILED));
    } finally {
      setJoining(false);
    }
  }

  const doctorName = appointment?.doctor?.name ?? '';
  const patientName =
    appointment?.familyMember?.name ?? appointment?.patient?.name ?? t('the patient');
  const otherName =
    role === 'patient'
      ? doctorName
        ? t('Dr. {name}', { name: doctorName })
        : t('the doctor')
      : patientName;
  const startTime =
    appointment?.startTime ??
    (info ? new Date(Date.parse(info.opensAt) + 15 * 60_000).toISOString() : null);

  let body: ReactNode;
  if (state.problem === 'replaced' || state.problem === 'refused') {
    body = (
      <p className="banner banner-error" role="alert">
        {state.problem === 'replaced'
          ? t('This call is now open in another tab or on another device.')
          : t(state.problemText ?? CALL_LOAD_FAILED)}
      </p>
    );
  } else if (inCall) {
    body = (
      <InCall
        engine={engine}
        state={state}
        remote={remote}
        local={callStream}
        otherName={otherName}
        onEnd={() => engine.end()}
      >
        <ChatPanel
          appointmentId={appointmentId}
          me={role}
          heading={MESSAGES}
          onSend={(text) => engine.sendChat(text)}
        />
      </InCall>
    );
  } else if (!online) {
    body = (
      <p className="banner banner-warning" role="status">
        {t(OFFLINE)}
      </p>
    );
  } else if (ended || info?.state === 'ended') {
    const open = info?.state === 'open';
    body = (
      <div className="call-ended">
        <h2 ref={endedHeading} tabIndex={-1}>
          {t(CALL_ENDED)}
        </h2>
        {state.endedBy && state.endedBy !== role && state.endedBy !== 'server' && (
          <p>{t('{name} ended the call.', { name: otherName })}</p>
        )}
        {open ? (
          <button type="button" className="btn btn-primary" onClick={() => void join()}>
            {t('Rejoin call')}
          </button>
        ) : (
          info?.state === 'ended' && <p className="muted">{t('The room is closed.')}</p>
        )}
        {role === 'doctor' && afterCall}
      </div>
    );
  } else if (loadError) {
    body = (
      <div className="banner banner-error" role="alert">
        <p>{t(loadError)}</p>
        <button type="button" className="btn btn-light" onClick={() => void load()}>
          {t('Retry')}
        </button>
      </div>
    );
  } else if (!info) {
    body = <p role="status">{t('Loading the video visit…')}</p>;
  } else {
    body = (
      <Lobby
        needsConsent={role === 'patient'}
        canJoin={info.state === 'open'}
        joining={joining}
        check={check}
        error={joinError}
        onJoin={(stream) => void join(stream)}
        autoJoin={rejoin}
      >
        {info.state === 'waiting' && startTime && (
          <WaitingRoom startTime={startTime} opensAt={info.opensAt} />
        )}
        {role === 'patient' && info.openedAt && info.state === 'open' && doctorName && (
          <p className="banner banner-success" role="status">
            {t(DOCTOR_READY, { name: doctorName })}
          </p>
        )}
      </Lobby>
    );
  }

  return (
    <section className="page call-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="call-title">
        {t('Video visit with {name}', { name: otherName })}
      </h1>
      <div className={aside ? 'call-layout call-layout-aside' : 'call-layout'}>
        <div className="call-main">
          {body}
          {!inCall && (
            <ChatPanel appointmentId={appointmentId} me={role} heading={MESSAGES_AFTER} />
          )}
        </div>
        {aside && <aside className="call-aside">{aside}</aside>}
      </div>
    </section>
  );
}
