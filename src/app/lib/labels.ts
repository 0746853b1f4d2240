import { msg } from '#app/lib/i18n';
import type { AppointmentStatus, AppointmentType } from '#shared/schemas/appointment';
import type { SPECIALTIES, Weekday } from '#shared/schemas/doctor';
import type { Relationship } from '#shared/schemas/family-member';
import type { Role } from '#shared/schemas/user';

/**
 * Catalog ids for values the data carries in English (the six specialties): the value stays as
 * stored, the screen shows `t(SPECIALTY_LABEL[value])`.
 */
export const SPECIALTY_LABEL: Record<(typeof SPECIALTIES)[number], string> = {
  Cardiology: msg('Cardiology'),
  Pediatrics: msg('Pediatrics'),
  Neurology: msg('Neurology'),
  Ophthalmology: msg('Ophthalmology'),
  Dentistry: msg('Dentistry'),
  'General Medicine': msg('General Medicine'),
};

/** A specialty as shown: translated when it is one of the six, as entered otherwise. */
export const specialtyId = (value: string): string =>
  (SPECIALTY_LABEL as Record<string, string>)[value] ?? value;

/** A family member's relationship to the account holder (ADR 095), wherever a member is named. */
export const RELATIONSHIP_LABEL: Record<Relationship, string> = {
  child: msg('Child'),
  parent: msg('Parent'),
  spouse: msg('Spouse'),
  sibling: msg('Sibling'),
  other: msg('Other'),
};

/** The role as the account menu names it. */
export const ROLE_LABEL: Record<Role, string> = {
  patient: msg('Patient'),
  doctor: msg('Doctor'),
  admin: msg('Administrator'),
  desk: msg('Front Desk'),
};

/** Appointment statuses and types as shown (ADR 079's values are the ids' English words). */
export const STATUS_LABEL: Record<AppointmentStatus, string> = {
  pending: msg('pending'),
  scheduled: msg('scheduled'),
  completed: msg('completed'),
  cancelled: msg('cancelled'),
  'no-show': msg('no-show'),
};

export const TYPE_LABEL: Record<AppointmentType, string> = {
  consultation: msg('Consultation'),
  'follow-up': msg('Follow-up'),
  emergency: msg('Emergency'),
};

/** A person's gender as shown (the three of ADR 079). */
export const GENDER_LABEL: Record<string, string> = {
  male: msg('Male'),
  female: msg('Female'),
  other: msg('Other'),
};

/** The days of the weekly availability (keyed `sunday`…`saturday` in the data), as shown. */
export const WEEKDAY_LABEL: Record<Weekday, string> = {
  sunday: msg('Sunday'),
  monday: msg('Monday'),
  tuesday: msg('Tuesday'),
  wednesday: msg('Wednesday'),
  thursday: msg('Thursday'),
  friday: msg('Friday'),
  saturday: msg('Saturday'),
};
