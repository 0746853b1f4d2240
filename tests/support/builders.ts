import type { TestServer } from './test-server';

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now()}.${++counter}@example.pk`;
export const STRONG_PASSWORD = 'Strong@Pass1';

/** Registers and signs in a patient; answers the token and the user. */
export async function signUpPatient(
  server: TestServer,
  overrides: { name?: string; email?: string } = {},
) {
  const email = overrides.email ?? uniqueEmail('patient');
  const reg = await server.post('/auth/patient/register', {
    name: overrides.name ?? 'Test Patient',
    email,
    password: STRONG_PASSWORD,
  });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${reg.text}`);
  const login = await server.post('/auth/login', { email, password: STRONG_PASSWORD });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  return { token: login.body.data.token as string, user: login.body.data.user, email };
}

export const doctorRegistration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Test Doctor',
  email: uniqueEmail('doctor'),
  password: STRONG_PASSWORD,
  specialization: 'Cardiology',
  qualifications: 'MBBS, FCPS',
  clinicName: 'Test Clinic',
  experience: 5,
  licenseNumber: 'PMDC-1',
  consultationFee: 1500,
  ...overrides,
});

export async function signInAdmin(server: TestServer) {
  const res = await server.post('/auth/login', {
    email: server.env.adminEmail,
    password: server.env.adminPassword,
  });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${res.text}`);
  return res.body.data.token as string;
}

/** Opens the confirmation link mailed to the address (ADR 108), as its owner would. */
export async function confirmEmail(server: TestServer, email: string) {
  const outbox = await server.get('/dev/outbox', { ip: '127.0.0.1' });
  const mail = outbox.body.data.find(
    (m: { to: string; text: string }) => m.to === email && m.text.includes('/verify-email?token='),
  );
  const token = mail?.text.match(/\/verify-email\?token=([A-Za-z0-9_-]+)/)?.[1];
  const res = await server.post('/auth/verify-email', { token });
  if (res.status !== 200) throw new Error(`verify-email failed: ${res.status} ${res.text}`);
}
