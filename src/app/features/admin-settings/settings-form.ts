import * as v from 'valibot';
import { type Settings, SettingsSchema } from '#shared/schemas/settings';

/** The form's state: number inputs hold text until Save parses them (ADR 077, Settings). */
export type SettingsForm = Omit<
  Settings,
  'maxAppointmentsPerDay' | 'consultationFeeRange' | 'waitlistOfferMinutes' | 'refundPolicy'
> & {
  maxAppointmentsPerDay: string;
  waitlistOfferMinutes: string;
  fullRefundHoursBefore: string;
  feeMin: string;
  feeMax: string;
};

export const toForm = (s: Settings): SettingsForm => {
  const {
    consultationFeeRange,
    maxAppointmentsPerDay,
    waitlistOfferMinutes,
    refundPolicy,
    ...rest
  } = s;
  return {
    ...rest,
    workingHours: { ...s.workingHours },
    maxAppointmentsPerDay: String(maxAppointmentsPerDay),
    waitlistOfferMinutes: String(waitlistOfferMinutes),
    fullRefundHoursBefore: String(refundPolicy.fullRefundHoursBefore),
    feeMin: String(consultationFeeRange.min),
    feeMax: String(consultationFeeRange.max),
  };
};

/** Text to a number: an integer as typed, else NaN so the shared schema names the field. */
const whole = (text: string) =>
  /^\s*-?\d+\s*$/.test(text) ? Number.parseInt(text, 10) : Number.NaN;

export type FormCheck =
  | { ok: true; settings: Settings }
  | { ok: false; message: string; errors: Record<string, string> };

/** Checks with the schema the server uses, so the form refuses what the server would. */
export function fromForm(form: SettingsForm): FormCheck {
  const {
    feeMin,
    feeMax,
    maxAppointmentsPerDay,
    waitlistOfferMinutes,
    fullRefundHoursBefore,
    ...rest
  } = form;
  const result = v.safeParse(SettingsSchema, {
    ...rest,
    maxAppointmentsPerDay: whole(maxAppointmentsPerDay),
    waitlistOfferMinutes: whole(waitlistOfferMinutes),
    refundPolicy: { fullRefundHoursBefore: whole(fullRefundHoursBefore) },
    consultationFeeRange: { min: whole(feeMin), max: whole(feeMax) },
  });
  if (result.success) return { ok: true, settings: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '';
    errors[key] ??= issue.message;
  }
  return { ok: false, message: result.issues[0].message, errors };
}
