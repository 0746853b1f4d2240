import { api } from '#app/lib/api-client';
import type { ContactMessageInput } from '#shared/schemas/contact-message';

/** POST /contact (ADR 144): the answer's message thanks the writer in the server's words. */
export const sendContactMessage = (message: ContactMessageInput) =>
  api.post<{ id: string }>('/contact', message);
