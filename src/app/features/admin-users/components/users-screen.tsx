import { Avatar } from '#app/components/ui/avatar';
import { type Column, DataTable } from '#app/components/ui/data-table';
import { EmptyState } from '#app/components/ui/empty-state';
import { ExportLink } from '#app/components/ui/export-link';
import { SearchBox } from '#app/components/ui/search-box';
import { Select } from '#app/components/ui/select';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { ROLE_LABEL } from '#app/lib/labels';
import { useSession } from '#app/stores/session';
import type { User } from '#shared/schemas/user';
import type { UsersLoad } from '../api/admin-users-api';
import { ROLE_FILTERS, STATUS_OPTIONS, toUsersQuery, type UserFilters } from '../filters';
import { UserStatusSelect } from './user-status-select';
import '../admin-users.css';

type Props = {
  load: UsersLoad;
  filters: UserFilters;
  onFiltersChange(next: UserFilters): void;
  onReload(): void;
};

/** /admin/users (Manage Users), doctor-and-admin.md section 2. */
export function UsersScreen({ load, filters, onFiltersChange, onReload }: Props) {
  const t = useT();
  const set = (patch: Partial<UserFilters>) => onFiltersChange({ ...filters, ...patch });
  return (
    <section className="page admin-records" aria-labelledby="users-title">
      <div className="admin-records-head">
        <h1 id="users-title">{t('Manage Users')}</h1>
        <ExportLink path="/admin/users" query={toUsersQuery(filters)} />
      </div>
      <search className="card ui-filters" aria-label={t('Filter users')}>
        <SearchBox
          label={t('Search')}
          placeholder={t('Search by name or email...')}
          value={filters.search}
          onSearch={(search) => set({ search })}
        />
        <Select
          label={t('Role')}
          placeholder={t('All Roles')}
          value={filters.role ?? ''}
          options={ROLE_FILTERS.map((o) => ({ value: o.value, label: t(o.label) }))}
          onChange={(role) => set({ role: (role || undefined) as UserFilters['role'] })}
        />
        <Select
          label={t('Status')}
          placeholder={t('All Status')}
          value={filters.status ?? ''}
          options={STATUS_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
          onChange={(status) => set({ status: (status || undefined) as UserFilters['status'] })}
        />
      </search>
      {'failed' in load ? (
        <div className="banner banner-error" role="alert">
          <p>{t(load.failed)}</p>
          <button type="button" className="btn btn-ghost" onClick={onReload}>
            {t('Retry')}
          </button>
        </div>
      ) : (
        <UsersTable users={load.users} onChanged={onReload} />
      )}
    </section>
  );
}

function UsersTable({ users, onChanged }: { users: User[]; onChanged(): void }) {
  const t = useT();
  const f = useFormat();
  const selfId = useSession((s) => s.user?._id);
  const columns: Column<User>[] = [
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
      cell: (u) => <UserStatusSelect user={u} isSelf={u._id === selfId} onChanged={onChanged} />,
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
  ];
  return (
    <DataTable
      caption={t('Users')}
      columns={columns}
      rows={users}
      rowKey={(u) => u._id}
      empty={<EmptyState title={t('No users found')} />}
    />
  );
}
