import * as v from 'valibot';

/**
 * Video visits (issue 23's contract; the decision record is written with the server part).
 * GET /api/appointments/{id}/call answers the two parties with CallInfo; the socket at
 * `socketUrl` relays the messages below between them and nobody else.
 */

/** waiting: not yet joinable for this user; open: join now; ended: closed for good. */
export const CALL_STATES = ['waiting', 'open', 'ended'] as const;
export type CallState = (typeof CALL_STATES)[number];
export type CallRole = 'doctor' | 'patient';

/** A WebRTC ICE server as `RTCPeerConnection` takes it. */
export type CallIceServer = { urls: string[]; username?: string; credential?: string };

export type CallInfo = {
  state: CallState;
  /** When the patient may join without the doctor: 15 minutes before the start. */
  opensAt: string;
  /** 60 minutes after the end (earlier when the visit is completed, no-show or cancelled). */
  closesAt: string;
  /** When the doctor opened the room, or null. */
  openedAt: string | null;
  iceServers: CallIceServer[];
  /** ws(s):// on the app's own host with a single-use ticket valid 60 s; absent unless open. */
  socketUrl?: string;
  role: CallRole;
};

/** The appointment's record of the call (no audio, video or chat content). */
export type CallRecord = {
  openedAt: string | null;
  startedAt: string | null;
  endedAt: string | null;
  durationSeconds: number | null;
};

export const CALL_MESSAGE_MAX_BYTES = 64 * 1024;
export const CALL_CHAT_MAX = 1000;
export const CALL_TICKET_SECONDS = 60;
export const CALL_EARLY_JOIN_MINUTES = 15;
export const CALL_CLOSE_AFTER_MINUTES = 60;

/**
 * Why the server closed the socket (besides 1000, and 1001 when it stops). After `ended` (4000)
 * a rejoin asks GET …/call for a new URL while the room is open; 4409: the room is closed for
 * good; 4001: the same party joined from another tab or device.
 */
export const CALL_CLOSE = {
  ended: 4000,
  replaced: 4001,
  roomClosed: 4409,
  /** Binary frames. */
  binary: 1003,
  /** Not JSON, not a CallClientMessage, or more than the rate allows. */
  invalid: 1008,
  /** A message over CALL_MESSAGE_MAX_BYTES. */
  tooBig: 1009,
} as const;

/** What a browser may send on the socket; anything else is refused and the socket closed. */
export const CallClientMessageSchema = v.variant('type', [
  /** WebRTC signalling, relayed as is to the other party: {description} or {candidate}. */
  v.object({ type: v.literal('signal'), data: v.record(v.string(), v.unknown()) }),
  v.object({
    type: v.literal('chat'),
    text: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(CALL_CHAT_MAX)),
  }),
  /** The sender's media state, so the other side can say "Audio only" or "Camera off". */
  v.object({
    type: v.literal('media'),
    audioOnly: v.boolean(),
    cameraOff: v.boolean(),
    muted: v.boolean(),
  }),
  /** End call: ends it for both. */
  v.object({ type: v.literal('end') }),
  v.object({ type: v.literal('ping') }),
]);
export type CallClientMessage = v.InferOutput<typeof CallClientMessageSchema>;

export type CallChatMessage = { id: string; from: CallRole; text: string; at: string };

/** What the server sends. */
export type CallServerMessage =
  | { type: 'welcome'; role: CallRole; peerPresent: boolean }
  | { type: 'peer'; present: boolean }
  | { type: 'signal'; data: Record<string, unknown> }
  | ({ type: 'chat' } & CallChatMessage)
  | { type: 'media'; audioOnly: boolean; cameraOff: boolean; muted: boolean }
  | { type: 'ended'; by: CallRole | 'server' }
  | { type: 'pong' }
  | { type: 'error'; message: string };
