import {
  clinicSlot,
  createVerifiedDoctor,
  insertAppointment,
  signUpPatient,
} from './appointment-builders';
import { signInAdmin } from './builders';
import type { TestServer } from './test-server';

/**
 * Two doctors, a patient who writes reviews, another patient and the administrator's token;
 * `appointment` makes a completed (unless told) appointment with the first doctor, each on a
 * day of its own; `body` is a valid POST /reviews body for it.
 */
export async function reviewScene(server: TestServer) {
  const doc = await createVerifiedDoctor(server, 'Hina Qureshi');
  const otherDoc = await createVerifiedDoctor(server, 'Kamran Butt');
  const author = await signUpPatient(server, { name: 'Rabia Akhtar' });
  const other = await signUpPatient(server, { name: 'Usman Shah' });
  const adminToken = await signInAdmin(server);
  let day = 0;
  const appointment = async (
    patientId: string,
    status: 'completed' | 'scheduled' = 'completed',
    doctorId = doc.doctor.id,
  ) => {
    day += 1;
    const slot = clinicSlot(server, status === 'completed' ? -day : day, '10:00');
    return insertAppointment(server, {
      doctorId,
      patientId,
      start: slot.start,
      end: slot.end,
      status,
    });
  };
  const body = (appointmentId: string, overrides: Record<string, unknown> = {}) => ({
    doctorId: doc.doctor.id,
    appointmentId,
    rating: 5,
    title: 'Very thorough',
    review: 'Listened carefully and explained the treatment.',
    isAnonymous: false,
    ...overrides,
  });
  return { doc, otherDoc, author, other, adminToken, appointment, body };
}
