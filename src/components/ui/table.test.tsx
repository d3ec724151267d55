import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow, type SortDirection } from './table';

function Sortable() {
  const [sort, setSort] = useState<SortDirection>(false);
  const rows = ['b', 'c', 'a'];
  const sorted = sort ? [...rows].sort((x, y) => (sort === 'asc' ? x.localeCompare(y) : y.localeCompare(x))) : rows;
  return (
    <Table>
      <TableCaption>Letters</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead sort={sort} onSort={() => setSort(sort === 'asc' ? 'desc' : 'asc')}>
            Name
          </TableHead>
          <TableHead>Plain</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {sorted.map((r) => (
          <TableRow key={r}>
            <TableCell>{r}</TableCell>
            <TableCell>-</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

describe('Table', () => {
  it('sits in a horizontal scroll container and exposes aria-sort on sortable headers', async () => {
    const user = userEvent.setup();
    render(<Sortable />);
    const table = screen.getByRole('table', { name: 'Letters' });
    expect(table.parentElement).toHaveClass('overflow-x-auto');
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Plain' })).not.toHaveAttribute('aria-sort');
    await user.click(within(header).getByRole('button', { name: 'Name' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('a');
    within(header).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('c');
  });

  it('is a plain wrapper when it fits, and a focusable region named like the table when it scrolls', () => {
    const plain = render(
      <Table aria-label="Orders">
        <TableBody>
          <TableRow>
            <TableCell>1</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Orders' }).parentElement).not.toHaveAttribute('tabindex');
    plain.unmount();

    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    try {
      render(
        <Table aria-label="Orders">
          <TableBody>
            <TableRow>
              <TableCell>1</TableCell>
            </TableRow>
          </TableBody>
        </Table>,
      );
      const region = screen.getByRole('region', { name: 'Orders' });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(within(region).getByRole('table', { name: 'Orders' })).toBeInTheDocument();
    } finally {
      vi.restoreAllMocks();
    }
  });
});
