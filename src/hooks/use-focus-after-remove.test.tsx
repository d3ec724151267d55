import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFocusAfterLoadMore, useFocusAfterRemove, type FocusAfterRemoveOptions } from './use-focus-after-remove';

/** Rows a–d, each with a title button and a Remove button; Clear empties the list and goes with it. */
function List({ options, cancelFirst = false }: { options?: FocusAfterRemoveOptions; cancelFirst?: boolean }) {
  const [rows, setRows] = useState(['a', 'b', 'c', 'd']);
  const refocus = useFocusAfterRemove<HTMLUListElement, HTMLButtonElement>(options);
  return (
    <>
      <ul ref={refocus.container}>
        {rows.map((row) => (
          <li key={row}>
            <button type="button" data-title>
              Open {row}
            </button>
            <button
              type="button"
              data-action="remove"
              onClick={(e) => {
                refocus.mark(e.currentTarget);
                if (cancelFirst) refocus.cancel();
                setRows((all) => all.filter((x) => x !== row));
              }}
            >
              Remove {row}
            </button>
          </li>
        ))}
      </ul>
      {rows.length > 0 && (
        <button
          type="button"
          onClick={() => {
            refocus.mark(null);
            setRows([]);
          }}
        >
          Clear
        </button>
      )}
      <button ref={refocus.fallback} type="button">
        Add
      </button>
      <input aria-label="Elsewhere" />
    </>
  );
}

/** Close / Reopen (Reopen disabled while open), and two Remove buttons, the last one left disabled. */
function Toggle({ skipDisabled }: { skipDisabled: boolean }) {
  const [open, setOpen] = useState(true);
  const [rows, setRows] = useState(['a', 'b']);
  const refocus = useFocusAfterRemove<HTMLDivElement, HTMLInputElement>({ skipDisabled });
  return (
    <div ref={refocus.container}>
      {open && (
        <button
          type="button"
          data-action="toggle"
          onClick={(e) => {
            refocus.mark(e.currentTarget);
            setOpen(false);
          }}
        >
          Close
        </button>
      )}
      <button
        type="button"
        data-action="toggle"
        disabled={open}
        onClick={(e) => {
          refocus.mark(e.currentTarget);
          setOpen(true);
        }}
      >
        Reopen
      </button>
      {rows.map((row) => (
        <button
          key={row}
          type="button"
          data-action="remove"
          disabled={rows.length === 1}
          onClick={(e) => {
            refocus.mark(e.currentTarget);
            setRows((all) => all.filter((x) => x !== row));
          }}
        >
          Remove {row}
        </button>
      ))}
      <input ref={refocus.fallback} aria-label="Only row" />
    </div>
  );
}

const button = (name: string) => screen.getByRole('button', { name });
/** A keyboard press: the button has focus when it is clicked. */
const press = (name: string) => {
  const el = button(name);
  act(() => el.focus());
  fireEvent.click(el);
};

describe('useFocusAfterRemove', () => {
  it('focuses the control now in the removed one’s place, then the new last one, then the fallback', () => {
    render(<List />);
    press('Remove b');
    expect(button('Remove c')).toHaveFocus();
    press('Remove d');
    expect(button('Remove c')).toHaveFocus();
    press('Remove c');
    expect(button('Remove a')).toHaveFocus();
    press('Remove a');
    expect(button('Add')).toHaveFocus();
  });

  it('mark(null): the whole list goes, focus goes to the fallback', () => {
    render(<List />);
    press('Clear');
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(button('Add')).toHaveFocus();
  });

  it('leaves focus the user moved elsewhere alone', () => {
    render(<List />);
    const remove = button('Remove b');
    act(() => remove.focus());
    // The removal lands after focus moved on (e.g. a server reply).
    act(() => screen.getByRole('textbox', { name: 'Elsewhere' }).focus());
    fireEvent.click(remove);
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('cancel() drops the request: nothing takes focus', () => {
    render(<List cancelFirst />);
    press('Remove b');
    expect(screen.queryByRole('button', { name: 'Remove b' })).toBeNull();
    expect(document.body).toHaveFocus();
  });

  it('waits while the pressed button is still there (a removal pending on the server)', () => {
    function Pending() {
      const [rows, setRows] = useState(['a', 'b']);
      const [, setTicks] = useState(0);
      const refocus = useFocusAfterRemove<HTMLUListElement, HTMLButtonElement>();
      return (
        <>
          <ul ref={refocus.container}>
            {rows.map((row) => (
              <li key={row}>
                <button type="button" data-action="remove" onClick={(e) => refocus.mark(e.currentTarget)}>
                  Remove {row}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => setTicks((n) => n + 1)}>
            Rerender
          </button>
          <button type="button" onClick={() => setRows(['b'])}>
            Reply
          </button>
        </>
      );
    }
    render(<Pending />);
    press('Remove a');
    fireEvent.click(button('Rerender'));
    expect(button('Remove a')).toHaveFocus();
    // The reply removes the row, and the focus it had.
    fireEvent.click(button('Reply'));
    expect(button('Remove b')).toHaveFocus();
  });

  it('focus: picks candidates by a selector instead of the pressed button’s data-action', () => {
    function Tabs() {
      const [tabs, setTabs] = useState(['a', 'b', 'c']);
      const refocus = useFocusAfterRemove<HTMLDivElement, HTMLButtonElement>({ focus: '[role="tab"]' });
      return (
        <div ref={refocus.container} role="tablist">
          {tabs.map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected="false"
              onClick={(e) => {
                refocus.mark(e.currentTarget);
                setTabs((all) => all.filter((x) => x !== tab));
              }}
            >
              Tab {tab}
            </button>
          ))}
        </div>
      );
    }
    render(<Tabs />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    act(() => tab('Tab b').focus());
    fireEvent.click(tab('Tab b'));
    expect(tab('Tab c')).toHaveFocus();
    fireEvent.click(tab('Tab c'));
    expect(tab('Tab a')).toHaveFocus();
  });

  it('item: counts places by rows and focuses the control inside the row now in its place', () => {
    render(<List options={{ item: 'li', focus: '[data-title]' }} />);
    press('Remove b');
    expect(button('Open c')).toHaveFocus();
    press('Remove d');
    expect(button('Open c')).toHaveFocus();
  });

  it('item: a pressed button that goes while its row stays hands focus to that row’s control', () => {
    function Retry() {
      const [failed, setFailed] = useState(['a', 'b']);
      const refocus = useFocusAfterRemove<HTMLUListElement>({ item: 'li', focus: '[data-action="remove"]' });
      return (
        <ul ref={refocus.container}>
          {['a', 'b'].map((row) => (
            <li key={row}>
              {failed.includes(row) && (
                <button
                  type="button"
                  onClick={(e) => {
                    refocus.mark(e.currentTarget);
                    setFailed((all) => all.filter((x) => x !== row));
                  }}
                >
                  Retry {row}
                </button>
              )}
              <button type="button" data-action="remove">
                Remove {row}
              </button>
            </li>
          ))}
        </ul>
      );
    }
    render(<Retry />);
    press('Retry b');
    expect(button('Remove b')).toHaveFocus();
  });

  it('skipDisabled: a pressed button that turns disabled counts as gone, and disabled controls are passed over', () => {
    render(<Toggle skipDisabled />);
    press('Close');
    expect(button('Reopen')).toHaveFocus();
    // Reopen stays in the page but disabled; focus left on it counts as lost.
    press('Reopen');
    expect(button('Reopen')).toBeDisabled();
    expect(button('Close')).toHaveFocus();
    // The one Remove left is disabled: passed over, so the fallback takes focus.
    press('Remove a');
    expect(button('Remove b')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Only row' })).toHaveFocus();
  });

  it('without skipDisabled, a pressed button that turns disabled is not gone', () => {
    render(<Toggle skipDisabled={false} />);
    press('Close');
    expect(button('Reopen')).toHaveFocus();
    press('Reopen');
    expect(button('Close')).not.toHaveFocus();
  });
});

describe('useFocusAfterLoadMore', () => {
  function Feed({ pages, failing = false }: { pages: number; failing?: boolean }) {
    const [shown, setShown] = useState(1);
    const refocus = useFocusAfterLoadMore<HTMLUListElement>('a');
    return (
      <>
        <ul ref={refocus.container}>
          {Array.from({ length: shown * 2 }, (_, i) => (
            <li key={i}>
              <a href={`#${i + 1}`}>Item {i + 1}</a>
            </li>
          ))}
        </ul>
        {shown < pages && (
          <button
            type="button"
            onClick={(e) => {
              refocus.mark(e.currentTarget);
              if (failing) refocus.cancel();
              else setShown((n) => n + 1);
            }}
          >
            Load more
          </button>
        )}
      </>
    );
  }
  const link = (name: string) => screen.getByRole('link', { name });

  it('focus stays on the button while pages remain, then moves to the first newly shown item', () => {
    render(<Feed pages={3} />);
    press('Load more');
    expect(link('Item 4')).toBeInTheDocument();
    expect(button('Load more')).toHaveFocus();
    press('Load more');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(link('Item 5')).toHaveFocus();
  });

  it('cancel() after a failed load: nothing moves later', () => {
    const { rerender } = render(<Feed pages={2} failing />);
    press('Load more');
    // The button goes for another reason (say the feed was cut short): the cancelled request does not fire.
    rerender(<Feed pages={1} failing />);
    expect(document.body).toHaveFocus();
  });
});
