import { msg } from '#app/lib/i18n';
import type { MessageChannel } from '#shared/schemas/outgoing-message';

export const CHANNEL_NAME: Record<MessageChannel, string> = {
  sms: msg('SMS'),
  whatsapp: msg('WhatsApp'),
};
