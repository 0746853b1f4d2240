// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Column, DataTable } from '#app/components/ui/data-table';
import { pageOf, sortRows } from '#app/components/ui/sort-rows';

type Doctor = { id: string; name: string; city: string | null; fee: number };

const DOCTORS: Doctor[] = [
  { id: '1', name: 'Ayesha Khan', city: 'Lahore', fee: 1500 },
  { id: '2', name: 'Bilal Ahmed', city: null, fee: 900 },
  { id: '3', name: 'Sana Malik', city: 'Karachi', fee: 2500 },
];

const COLUMNS: Column<Doctor>[] = [
  { key: 'name', header: 'Name', cell: (d) => d.name, sortValue: (d) => d.name, rowHeader: true },
  { key: 'city', header: 'City', cell: (d) => d.city ?? '—', sortValue: (d) => d.city },
  { key: 'fee', header: 'Fee', cell: (d) => `Rs ${d.fee}`, sortValue: (d) => d.fee },
  { key: 'actions', header: 'Actions', cell: () => null },
];

const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

/** The doctors table, with `props` in place of the defaults. */
const renderTable = (props: Partial<Parameters<typeof DataTable<Doctor>>[0]> = {}) =>
  render(
    <DataTable
      caption="Doctors"
      columns={COLUMNS}
      rows={DOCTORS}
      rowKey={(d) => d.id}
      empty="None"
      {...props}
    />,
  );

describe('sorting rows', () => {
  it('orders numbers as numbers and text as a reader would, keeping ties in place', () => {
    const rooms = [{ n: 'Room 10' }, { n: 'room 9' }, { n: 'Room 9' }];
    expect(sortRows(rooms, (r) => r.n, 'ascending').map((r) => r.n)).toEqual([
      'room 9',
      'Room 9',
      'Room 10',
    ]);
    expect(sortRows([3, 20, 100], (n) => n, 'descending')).toEqual([100, 20, 3]);
  });

  it('puts empty values last in either direction', () => {
    const rows = [{ v: null }, { v: 'b' }, { v: '' }, { v: 'a' }];
    expect(sortRows(rows, (r) => r.v, 'ascending').map((r) => r.v)).toEqual(['a', 'b', null, '']);
    expect(sortRows(rows, (r) => r.v, 'descending').map((r) => r.v)).toEqual(['b', 'a', null, '']);
  });

  it('pages from 1 and keeps a page past the end on the last page', () => {
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual({ rows: [3, 4], page: 2, totalPages: 3 });
    expect(pageOf([1, 2, 3], 9, 2)).toEqual({ rows: [3], page: 2, totalPages: 2 });
    expect(pageOf([], 1, 2)).toEqual({ rows: [], page: 1, totalPages: 1 });
  });
});

describe('the data table', () => {
  it('is a captioned table whose sortable headers say their order', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Doctors' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('aria-sort'))).toEqual(['none', 'none', 'none', null]);
    expect(within(headers[3]).queryByRole('button')).toBeNull();
  });

  it('sorts by a header from the keyboard, and a second press reverses', async () => {
    const user = userEvent.setup();
    renderTable();
    screen.getByRole('button', { name: /Fee/ }).focus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Bilal Ahmed', 'Ayesha Khan', 'Sana Malik']);
    expect(screen.getByRole('columnheader', { name: /Fee/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    await user.keyboard(' ');
    expect(names()).toEqual(['Sana Malik', 'Ayesha Khan', 'Bilal Ahmed']);
    expect(screen.getByRole('columnheader', { name: /Fee/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe(
      'none',
    );
  });

  it('pages the sorted rows and goes back to page 1 when the order changes', async () => {
    const user = userEvent.setup();
    renderTable({ pageSize: 2, initialSort: { key: 'name', direction: 'descending' } });
    expect(names()).toEqual(['Sana Malik', 'Bilal Ahmed']);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(names()).toEqual(['Ayesha Khan']);
    await user.click(screen.getByRole('button', { name: /City/ }));
    expect(names()).toEqual(['Sana Malik', 'Ayesha Khan']);
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();
  });

  it('labels each data cell with its column header, for the stacked rows of a phone', () => {
    renderTable();
    const [headers, firstRow] = screen.getAllByRole('row');
    const cells = within(firstRow).getAllByRole('cell');
    expect(cells.map((c) => c.dataset.label)).toEqual(['City', 'Fee', 'Actions']);
    expect(cells.map((c) => c.textContent)).toEqual(['Lahore', 'Rs 1500', '']);
    // An empty cell has nothing in it, so a phone leaves out its label too.
    expect(cells[2].childElementCount).toBe(0);
    // The sortable headers stay above the cards, after these words.
    expect(headers.dataset.sortLabel).toBe('Sort by');
  });

  it('shows its empty state instead of an empty table', () => {
    renderTable({ rows: [], empty: <p>No doctors yet</p> });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No doctors yet')).toBeTruthy();
  });
});
