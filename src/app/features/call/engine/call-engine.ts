import type { CallChatMessage, CallInfo, CallRole } from '#shared/schemas/call';
import type { Quality } from './quality';

/**
 * The one interface the screens know (ADR 113). The 1:1 engine behind it is the browsers' own
 * RTCPeerConnection signalled over our socket; a deployment that outgrows 1:1 (an interpreter,
 * a relative, recording) puts an SFU such as LiveKit behind the same methods.
 */
export type MediaState = { audioOnly: boolean; cameraOff: boolean; muted: boolean };

/**
 * connecting: fetching a ticket and opening the socket; waiting: in the room, the other party not
 * there; connected: media flows; reconnecting: socket or media lost, being restored; ended: the
 * call was ended (by either side or the server); closed: the room is not open (CallInfo's state).
 */
export type CallPhase =
  | 'idle'
  | 'connecting'
  | 'waiting'
  | 'connected'
  | 'reconnecting'
  | 'ended'
  | 'closed';

export type CallProblem =
  /** ICE never left new/checking: TURN refused, or a network that blocks calls. */
  | 'no-route'
  /** The server would not let us in (403, 409) or the ticket was refused. */
  | 'refused'
  /** This party joined from another tab or device, which has the call now. */
  | 'replaced';

export type CallSnapshot = {
  phase: CallPhase;
  role: CallRole | null;
  peerPresent: boolean;
  /** What the other party sends: Audio only, Camera off, muted. */
  remoteMedia: MediaState | null;
  local: MediaState & { detail: boolean };
  quality: Quality | null;
  /** Audio only was switched on by the quality rule, not the user. */
  autoAudioOnly: boolean;
  endedBy: CallRole | 'server' | null;
  problem: CallProblem | null;
  /** The server's reason, when it gave one. */
  problemText: string | null;
  /** The room's state as the last CallInfo said (waiting / open / ended). */
  info: CallInfo | null;
};

export type JoinOptions = {
  /** A fresh CallInfo: called before every (re)connect, since each ticket is single-use. */
  fetchInfo(): Promise<CallInfo>;
  /** The camera and microphone chosen before joining (no video track: audio only). */
  stream: MediaStream | null;
};

export type CallEngine = {
  join(options: JoinOptions): Promise<void>;
  /** Leaves this device's side (a reload or navigating away); the room stays open. */
  leave(): void;
  /** End call: ends it for both. */
  end(): void;
  setMuted(muted: boolean): void;
  setCameraOff(off: boolean): void;
  setAudioOnly(on: boolean): void;
  /**
   * The doctor's full-resolution switch (a rash, a wound): asks the patient's side to send its
   * camera at full resolution; on the patient's side it is set by that request.
   */
  setDetail(on: boolean): void;
  /** False when the socket is down: the message was not sent. */
  sendChat(text: string): boolean;
  snapshot(): CallSnapshot;
  onState(listener: (s: CallSnapshot) => void): () => void;
  onRemoteStream(listener: (stream: MediaStream | null) => void): () => void;
  onChat(listener: (message: CallChatMessage) => void): () => void;
};

export const INITIAL_SNAPSHOT: CallSnapshot = {
  phase: 'idle',
  role: null,
  peerPresent: false,
  remoteMedia: null,
  local: { audioOnly: false, cameraOff: false, muted: false, detail: false },
  quality: null,
  autoAudioOnly: false,
  endedBy: null,
  problem: null,
  problemText: null,
  info: null,
};
