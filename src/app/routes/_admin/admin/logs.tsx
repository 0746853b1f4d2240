import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '#app/components/layouts/screen-placeholder';
import { msg } from '#app/lib/i18n';

export const Route = createFileRoute('/_admin/admin/logs')({
  component: () => <ScreenPlaceholder title={msg('Audit Logs')} />,
});
