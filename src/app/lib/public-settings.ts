import { useEffect, useSyncExternalStore } from 'react';
import * as v from 'valibot';
import { DEFAULT_SITE, type SiteSettings } from '#shared/domain/site-defaults';
import { DOCTOR_FEE_MAX, DOCTOR_FEE_MIN } from '#shared/schemas/doctor';
import {
  DEFAULT_REFUND_POLICY,
  DEFAULT_SETTINGS,
  type PublicSettings,
  PublicSettingsSchema,
  type RefundPolicy,
} from '#shared/schemas/settings';
import {
  askPublicSettings,
  forgetPublicSettingsAnswer,
  PUBLIC_SETTINGS_KEY,
  setSiteSettings,
} from './site-settings';

/**
 * The administrator's public settings (GET /settings/public): clinic time (ADR 005, ADR 009),
 * the consultation fee range, and the site's name, description and contact details. Loaded
 * once per page; the last answer is remembered in localStorage so an offline start shows what
 * it did online. Nothing personal is in it, so it may outlive sign-out.
 */
export { PUBLIC_SETTINGS_KEY };

export type ClinicSettings = Pick<PublicSettings, 'timezone' | 'consultationFeeRange'>;

/** Used until the server has answered once on this device. */
export const FALLBACK_SETTINGS: ClinicSettings = {
  // The settings' default zone (the clinic time module, with its time-zone library, stays off
  // the public pages, whose footer loads this file).
  timezone: DEFAULT_SETTINGS.timezone,
  consultationFeeRange: { min: DOCTOR_FEE_MIN, max: DOCTOR_FEE_MAX },
};

/** A zone this browser's Intl does not know would throw in every date format: refuse it. */
function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

type Held = { clinic: ClinicSettings; site: SiteSettings; refund: RefundPolicy };

function usable(value: unknown): Held | null {
  const parsed = v.safeParse(PublicSettingsSchema, value);
  if (!parsed.success || !knownZone(parsed.output.timezone)) return null;
  const { timezone, consultationFeeRange, siteName, siteDescription, contactEmail, supportPhone } =
    parsed.output;
  return {
    clinic: { timezone, consultationFeeRange: { ...consultationFeeRange } },
    site: {
      siteName,
      siteDescription,
      contactEmail,
      supportPhone,
      supportAddress: parsed.output.supportAddress,
      supportHours: parsed.output.supportHours,
    },
    refund: { fullRefundHoursBefore: parsed.output.refundPolicy.fullRefundHoursBefore },
  };
}

function remembered(): Held | null {
  try {
    const text = globalThis.localStorage?.getItem(PUBLIC_SETTINGS_KEY);
    return text ? usable(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

const FALLBACK: Held = {
  clinic: FALLBACK_SETTINGS,
  // The public pages' own copy (the prerendered pages carry it) until the server has answered.
  site: DEFAULT_SITE,
  refund: { ...DEFAULT_REFUND_POLICY },
};
let held: Held = remembered() ?? FALLBACK;
// The footer's light store (lib/site-settings.ts) shows what the device remembers from here on.
setSiteSettings(held.site);
let loading: Promise<ClinicSettings> | null = null;
const listeners = new Set<() => void>();

/** The settings in force now (outside React: sync descriptions, defaults). */
export function clinicSettings(): ClinicSettings {
  return held.clinic;
}

/** The refund policy in force now, as the server last said it (ADR 107). */
export function refundPolicy(): RefundPolicy {
  return held.refund;
}

/**
 * Asks the server once per page; a failure (offline, maintenance) keeps what the device
 * remembers and lets a later call try again.
 */
export function loadPublicSettings(
  fetcher: () => Promise<unknown> = askPublicSettings,
): Promise<ClinicSettings> {
  loading ??= fetcher().then(
    (answer) => {
      // The call (lib/site-settings.ts) keeps the answer on the device for an offline start.
      const next = usable(answer);
      if (!next) return held.clinic;
      held = next;
      setSiteSettings(held.site);
      for (const listener of listeners) listener();
      return held.clinic;
    },
    () => {
      loading = null;
      return held.clinic;
    },
  );
  return loading;
}

/** Forgets the page's answer and rereads the device (tests). */
export function resetPublicSettings(): void {
  loading = null;
  forgetPublicSettingsAnswer();
  held = remembered() ?? FALLBACK;
  setSiteSettings(held.site);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The settings this page holds, without asking the server (the formatters' default zone). */
export function useHeldClinicSettings(): ClinicSettings {
  return useSyncExternalStore(subscribe, clinicSettings, clinicSettings);
}

/** The clinic settings, asking the server the first time a screen needs them. */
export function useClinicSettings(): ClinicSettings {
  useEffect(() => {
    void loadPublicSettings();
  }, []);
  return useHeldClinicSettings();
}

/**
 * The refund policy the patient is shown before booking and cancelling (ADR 107): the device's
 * copy offline, the server's once it answers.
 */
export function useRefundPolicy(): RefundPolicy {
  useEffect(() => {
    void loadPublicSettings();
  }, []);
  return useSyncExternalStore(subscribe, refundPolicy, refundPolicy);
}

/** Clinic time (ADR 005): the zone appointments and slots are shown in. */
export function useClinicTimeZone(): string {
  return useClinicSettings().timezone;
}
