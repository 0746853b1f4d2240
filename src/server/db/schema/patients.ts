import { jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ownedBy, timestampNow } from './columns';
import { users } from './users';

export type Address = {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
};
export type EmergencyContact = { name: string; relationship: string; phone: string; email: string };
export type MedicalHistory = {
  conditions: string[];
  allergies: string[];
  medications: string[];
  surgeries: string[];
  familyHistory: string[];
};

export const patientProfiles = pgTable('patient_profiles', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text(),
  dateOfBirth: text(),
  gender: text({ enum: ['male', 'female', 'other'] }),
  bloodGroup: text({ enum: ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] }),
  address: jsonb().$type<Address>(),
  emergencyContact: jsonb().$type<EmergencyContact>(),
  medicalHistory: jsonb().$type<MedicalHistory>(),
  profilePictureUrl: text(),
  updatedAt: timestampNow(),
});

/** A doctor's private notes about one patient. */
export const patientNotes = pgTable(
  'patient_notes',
  {
    doctorUserId: ownedBy(() => users.id),
    patientUserId: ownedBy(() => users.id),
    notes: text().notNull().default(''),
    updatedAt: timestampNow(),
  },
  (t) => [primaryKey({ columns: [t.doctorUserId, t.patientUserId] })],
);
