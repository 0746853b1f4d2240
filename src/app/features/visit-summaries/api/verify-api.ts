import { ApiError, api } from '#app/lib/api-client';
import type { PrescriptionCheck } from '#shared/schemas/visit-summary';

/** The public check behind the QR code: null for a forged, unknown or revoked token (404). */
export async function checkPrescription(
  token: string,
  signal?: AbortSignal,
): Promise<PrescriptionCheck | null> {
  try {
    return await api.get<PrescriptionCheck>(`/prescriptions/verify/${encodeURIComponent(token)}`, {
      signal,
      token: null,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
