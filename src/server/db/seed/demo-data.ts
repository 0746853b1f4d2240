/**
 * Demo data (ADR 012): names, places and texts the seed draws from. Figures are computed, not
 * written here.
 */
export const DEMO_ACCOUNTS = {
  patient: { email: 'patient@mashwara.pk', password: 'Patient@123', name: 'Ayesha Khan' },
  doctor: { email: 'doctor@mashwara.pk', password: 'Doctor@123', name: 'Imran Qureshi' },
  pendingDoctor: {
    email: 'pending.doctor@mashwara.pk',
    password: 'Doctor@123',
    name: 'Sana Malik',
  },
  /** The demo doctor's front desk, at both clinic practices (ADR 154). */
  desk: { email: 'desk@mashwara.pk', password: 'Desk@12345', name: 'Rukhsana Bibi' },
} as const;

export const CITIES = [
  'Karachi',
  'Lahore',
  'Islamabad',
  'Rawalpindi',
  'Peshawar',
  'Faisalabad',
  'Multan',
  'Quetta',
];

export const FIRST_NAMES = {
  male: [
    'Ahmed',
    'Bilal',
    'Faisal',
    'Hassan',
    'Junaid',
    'Kamran',
    'Nadeem',
    'Omar',
    'Rizwan',
    'Tariq',
    'Usman',
    'Zeeshan',
  ],
  female: [
    'Amna',
    'Fatima',
    'Hira',
    'Mahnoor',
    'Nida',
    'Rabia',
    'Saima',
    'Sadia',
    'Uzma',
    'Zainab',
    'Mehwish',
    'Sobia',
  ],
};
export const LAST_NAMES = [
  'Siddiqui',
  'Chaudhry',
  'Butt',
  'Sheikh',
  'Raza',
  'Hussain',
  'Abbasi',
  'Javed',
  'Mirza',
  'Baig',
  'Akhtar',
  'Shah',
];

export const SPECIALTY_DETAILS: Record<
  string,
  { qualifications: string; services: string[]; clinic: string }
> = {
  Cardiology: {
    qualifications: 'MBBS, FCPS (Cardiology)',
    services: ['ECG', 'Echocardiography', 'Hypertension care'],
    clinic: 'Heart Care Clinic',
  },
  Pediatrics: {
    qualifications: 'MBBS, FCPS (Paediatrics)',
    services: ['Vaccination', 'Newborn care', 'Growth monitoring'],
    clinic: 'Children’s Clinic',
  },
  Neurology: {
    qualifications: 'MBBS, FCPS (Neurology)',
    services: ['Migraine care', 'EEG', 'Stroke follow-up'],
    clinic: 'Neuro Centre',
  },
  Ophthalmology: {
    qualifications: 'MBBS, FCPS (Ophthalmology)',
    services: ['Eye examination', 'Cataract assessment', 'Glaucoma screening'],
    clinic: 'Eye Care Centre',
  },
  Dentistry: {
    qualifications: 'BDS, FCPS (Operative Dentistry)',
    services: ['Scaling', 'Root canal', 'Fillings'],
    clinic: 'Smile Dental',
  },
  'General Medicine': {
    qualifications: 'MBBS, MCPS (Medicine)',
    services: ['Fever and infections', 'Diabetes care', 'Check-ups'],
    clinic: 'Family Health Clinic',
  },
};

export const REVIEW_TEXTS: { rating: number; title: string; review: string }[] = [
  {
    rating: 5,
    title: 'Very thorough',
    review: 'Listened carefully, explained everything and did not rush. Highly recommended.',
  },
  {
    rating: 5,
    title: 'Excellent doctor',
    review: 'On time, kind and clear about the treatment plan.',
  },
  {
    rating: 4,
    title: 'Good consultation',
    review: 'Helpful advice; the clinic was a little crowded but the wait was short.',
  },
  {
    rating: 4,
    title: 'Recommended',
    review: 'Professional and friendly. Follow-up was easy to arrange.',
  },
  {
    rating: 3,
    title: 'Average experience',
    review: 'The advice was fine but the appointment started 30 minutes late.',
  },
  {
    rating: 5,
    title: 'Saved us a trip',
    review: 'Quick diagnosis and the medicines worked within two days.',
  },
];

export const REASONS = [
  'Routine check-up',
  'Follow-up on test results',
  'Persistent headache',
  'Fever and cough',
  'Chest discomfort',
  'Eye irritation',
  'Tooth pain',
];

/** A 30-minute consultation that took place and was paid in cash at the clinic. */
export const completedVisit = (
  doctor: { id: string; consultationFee: number },
  patientId: string,
  start: Date,
  reason: string,
) => ({
  doctorId: doctor.id,
  patientId,
  startTime: start,
  endTime: new Date(start.getTime() + 30 * 60000),
  type: 'consultation' as const,
  reason,
  status: 'completed' as const,
  fee: doctor.consultationFee,
  paymentMethod: 'cash',
  paymentStatus: 'paid' as const,
  confirmedAt: start,
});
