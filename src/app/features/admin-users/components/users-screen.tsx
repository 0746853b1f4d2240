import { RecordStatusSelect } from '#app/components/records/record-status-select';
import { RecordsPage, type RecordsRoute } from '#app/components/records/records-page';
import { Avatar } from '#app/components/ui/avatar';
import type { Column } from '#app/components/ui/data-table';
import { useFormat } from '#app/lib/format';
import { msg, useT } from '#app/lib/i18n';
import { ROLE_LABEL } from '#app/lib/labels';
import { useSession } from '#app/lib/session';
import { displayStatus } from '#shared/domain/user-status';
import type { User } from '#shared/schemas/user';
import { setUserStatus } from '../api/admin-users-api';
import { ROLE_FILTERS, STATUS_OPTIONS, toUsersQuery, type UserFilters } from '../filters';
import { DeleteUserAction } from './delete-user-action';

/** /admin/users (Manage Users). */
export function UsersScreen(route: RecordsRoute<UserFilters>) {
  const t = useT();
  const columns = useColumns(route.onReload);
  return (
    <RecordsPage
      route={route}
      title={t('Manage Users')}
      exportPath="/admin/users"
      toQuery={toUsersQuery}
      filtersLabel={t('Filter users')}
      searchPlaceholder={t('Search by name or email...')}
      fields={[
        { key: 'role', label: t('Role'), all: t('All Roles'), options: ROLE_FILTERS },
        { key: 'status', label: t('Status'), all: t('All Status'), options: STATUS_OPTIONS },
      ]}
      table={{ caption: t('Users'), columns, rowKey: (u) => u._id, empty: t('No users found') }}
    />
  );
}

function useColumns(onChanged: () => void): Column<User>[] {
  const t = useT();
  const f = useFormat();
  const selfId = useSession((s) => s.user?._id);
  return [
    {
      key: 'user',
      header: t('User'),
      rowHeader: true,
      sortValue: (u) => u.name.toLowerCase(),
      cell: (u) => (
        <span className="admin-person">
          <Avatar name={u.name} size={32} />
          <span>
            <span className="admin-person-name">{u.name}</span>
            <bdi className="muted admin-person-sub">{u.email}</bdi>
          </span>
        </span>
      ),
    },
    {
      key: 'role',
      header: t('Role'),
      sortValue: (u) => u.role,
      cell: (u) => t(ROLE_LABEL[u.role]),
    },
    {
      key: 'status',
      header: t('Status'),
      cell: (u) => (
        <RecordStatusSelect
          label={t('Status of {name}', { name: u.name })}
          status={displayStatus(u)}
          options={STATUS_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
          locked={
            u._id === selfId ? t('You cannot change the status of your own account') : undefined
          }
          save={(status) => setUserStatus(u._id, status)}
          saved={msg('User status updated successfully')}
          failed={(message) => t('Failed to update user status: {message}', { message })}
          onChanged={onChanged}
        />
      ),
    },
    {
      key: 'lastLogin',
      header: t('Last Login'),
      sortValue: (u) => u.lastLogin ?? '',
      cell: (u) =>
        u.lastLogin ? f.date(u.lastLogin, { pattern: 'MMM d, yyyy, h:mm a' }) : t('Never'),
    },
    {
      key: 'joined',
      header: t('Joined'),
      sortValue: (u) => u.createdAt,
      cell: (u) => f.date(u.createdAt, { pattern: 'MMM d, yyyy' }),
    },
    {
      key: 'actions',
      header: t('Actions'),
      cell: (u) => (u._id === selfId ? null : <DeleteUserAction user={u} onDeleted={onChanged} />),
    },
  ];
}
