import { TZDate } from '@date-fns/tz';
import { createEvent, type EventAttributes } from 'ics';
import { appointmentNumber } from '#shared/domain/appointment-number';
import type { AppointmentRow } from '../scheduling/appointment.view';

/** The calendar's reminder: two hours before, time to travel to the clinic (ADR 106). */
export const CALENDAR_ALARM_HOURS = 2;

export type CalendarFile = {
  filename: string;
  content: string;
  /** METHOD, as the Content-Type's `method` parameter must repeat it. */
  method: 'PUBLISH' | 'CANCEL';
  contentType: string;
};

export type CalendarContext = {
  /** The clinic's zone (the setting `timezone`). */
  timeZone: string;
  siteName: string;
  contactEmail: string;
  appUrl: string;
  now: Date;
  /** Whose calendar the file is for: the title names the other party. */
  reader: 'patient' | 'doctor';
};

/** The UID every version of one appointment's event keeps, so a calendar updates it in place. */
export const calendarUid = (appointmentId: string) => `${appointmentId}@mashwara`;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the clinic's wall clock, `yyyyMMddTHHmmss`, to be read with TZID. */
function wallClock(at: Date, zone: string): string {
  const d = new TZDate(at.getTime(), zone);
  return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}T${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;
}

/** `+0500` for the zone's offset at `at`. */
function utcOffset(at: Date, zone: string): string {
  const minutes = -new TZDate(at.getTime(), zone).getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/**
 * The zone the event's times are read in. One observance, at the offset the zone has at the
 * appointment, is all this one event needs; calendars that know the IANA name use their own.
 */
function vtimezone(zone: string, at: Date): string {
  const offset = utcOffset(at, zone);
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
    '',
  ].join('\r\n');
}

/**
 * Where the visit is: the practice booked, as the appointment keeps it (ADR 112), with its area
 * and landmark; the state, postcode and country are the doctor's address's, known only when the
 * practice is at that address. An appointment from before practices has the doctor's clinic.
 */
function placeOf(row: AppointmentRow): string {
  const doctor = row.doctor.location;
  const practice = row.appointment.practice;
  const at = practice?.location;
  const main =
    !at ||
    (doctor?.address?.trim() === at.address.trim() && doctor?.city?.trim() === at.city.trim());
  // An area the address already names ('28 Murree Road, Satellite Town') is said once.
  const area = at && !at.address.includes(at.area) ? at.area : '';
  return [
    practice?.name ?? row.doctor.clinicName,
    ...(at ? [at.address, area, at.landmark, at.city] : [doctor?.address, doctor?.city]),
    ...(main ? [doctor?.state, doctor?.zipCode, doctor?.country] : []),
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * The appointment as an iCalendar file (RFC 5545) made with the `ics` package: the doctor, the
 * time in clinic time with its zone, the practice and its address (or that it is a video
 * consultation, ADR 112), a reminder; no reason or other medical detail (ADR 106). A cancelled appointment's file cancels the event (METHOD:CANCEL).
 */
export function appointmentCalendarFile(row: AppointmentRow, ctx: CalendarContext): CalendarFile {
  const a = row.appointment;
  const cancelled = a.status === 'cancelled';
  const method = cancelled ? 'CANCEL' : 'PUBLISH';
  const number = appointmentNumber(a.id);
  const video = a.mode === 'video';
  const place = video ? `Video consultation on ${ctx.siteName}` : placeOf(row);
  const other =
    ctx.reader === 'patient'
      ? `Dr. ${row.doctorName}`
      : (row.familyMember?.name ?? row.patient.name);
  const link =
    ctx.reader === 'patient'
      ? `${ctx.appUrl}/patient/appointments/${a.id}/pass`
      : `${ctx.appUrl}/doctor/appointments`;
  const event: EventAttributes = {
    productId: `-//${ctx.siteName}//Appointments//EN`,
    method,
    uid: calendarUid(a.id),
    // A cancellation is one change after the last version the calendar was given (ADR 106).
    sequence: a.calendarSequence + (cancelled ? 1 : 0),
    // ics writes a preformatted time as it is; TZID is added below (ADR 106).
    start: wallClock(a.startTime, ctx.timeZone),
    end: wallClock(a.endTime, ctx.timeZone),
    title: `Appointment with ${other}`,
    description: video
      ? `Appointment number ${number}. This is a video consultation: join it from the appointment in ${ctx.siteName} at its time.\n${link}`
      : `Appointment number ${number}. Show your appointment pass at the clinic's desk.\n${link}`,
    url: link,
    ...(place ? { location: place } : {}),
    // A request the doctor has not approved yet is tentative in the calendar too.
    status: cancelled ? 'CANCELLED' : a.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { name: ctx.siteName, email: ctx.contactEmail },
    alarms: cancelled
      ? []
      : [
          {
            action: 'display',
            description: `Appointment with ${other}`,
            trigger: { hours: CALENDAR_ALARM_HOURS, minutes: 0, before: true },
          },
        ],
  };
  // DTSTAMP from the server's clock: the package reads `timestamp`, which its types leave out.
  const stamped = { ...event, timestamp: ctx.now.getTime() } as EventAttributes;
  const { error, value } = createEvent(stamped);
  if (error || !value) throw error ?? new Error('The calendar file could not be made');
  const content = value
    .replace(/^DTSTART:/m, `DTSTART;TZID=${ctx.timeZone}:`)
    .replace(/^DTEND:/m, `DTEND;TZID=${ctx.timeZone}:`)
    .replace('BEGIN:VEVENT\r\n', `${vtimezone(ctx.timeZone, a.startTime)}BEGIN:VEVENT\r\n`);
  return {
    filename: `appointment-${number}.ics`,
    content,
    method,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}
