import * as v from 'valibot';

/** One entry of GET /api/auth/sessions: a device where the user is signed in. */
export const SignedInDeviceSchema = v.object({
  id: v.string(),
  browser: v.nullable(v.string()),
  os: v.nullable(v.string()),
  deviceType: v.nullable(v.picklist(['phone', 'tablet', 'computer'])),
  /** The address the session was last seen from; no geolocation is looked up. */
  ipAddress: v.nullable(v.string()),
  network: v.picklist(['this-machine', 'local', 'internet', 'unknown']),
  signedInAt: v.string(),
  lastSeenAt: v.string(),
  current: v.boolean(),
});

export type SignedInDevice = v.InferOutput<typeof SignedInDeviceSchema>;
