import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pagination, paginationRange } from './pagination';

describe('paginationRange', () => {
  it('lists every page when they fit', () => {
    expect(paginationRange(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps first and last, a window around the current page, and never exceeds max tokens', () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(paginationRange(10, 20)).toEqual([1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 20]);
    expect(paginationRange(17, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    expect(paginationRange(20, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    for (let count = 1; count <= 40; count += 1) {
      for (let page = 1; page <= count; page += 1) {
        for (const max of [5, 7, 9]) {
          const tokens = paginationRange(page, count, max);
          expect(tokens.length).toBeLessThanOrEqual(max);
          expect(tokens).toContain(page);
          expect(tokens[0]).toBe(1);
          expect(tokens.at(-1)).toBe(count);
        }
      }
    }
  });

  it('clamps out-of-range input', () => {
    expect(paginationRange(99, 3)).toEqual([1, 2, 3]);
    expect(paginationRange(1, 0)).toEqual([]);
  });
});

describe('Pagination', () => {
  function Controlled({ onChange, initial = 1 }: { onChange?: (p: number) => void; initial?: number }) {
    const [page, setPage] = useState(initial);
    return (
      <Pagination
        page={page}
        pageCount={12}
        onPageChange={(p) => {
          setPage(p);
          onChange?.(p);
        }}
      />
    );
  }

  it('marks the current page and moves with the links and prev/next', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    await user.click(screen.getByRole('button', { name: 'Page 12' }));
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps the keyboard on Previous when it reaches the first page (and then does nothing)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} initial={2} />);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    previous.focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(previous).toHaveFocus();
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('is operable from the keyboard and ignores the current page', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} initial={2} />);
    screen.getByRole('button', { name: 'Page 2' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('honours maxVisible', () => {
    render(<Pagination page={1} pageCount={50} maxVisible={5} onPageChange={() => {}} />);
    expect(screen.getAllByRole('button', { name: /^Page / })).toHaveLength(4);
  });
});
