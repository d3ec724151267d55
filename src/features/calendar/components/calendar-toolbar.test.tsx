import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, loadNamespaces } from '@/lib/i18n';
import { CalendarToolbar } from './calendar-toolbar';

beforeAll(() => loadNamespaces(['calendar']));

describe('calendar toolbar', () => {
  it('sizes the title by its text, so the view buttons wrap below it instead of cutting it (sm to md)', () => {
    const noop = () => {};
    render(
      <I18nextProvider i18n={i18n}>
        <CalendarToolbar
          title="Nov 15 – 21, 2026"
          view="week"
          onPrev={noop}
          onNext={noop}
          onToday={noop}
          onView={noop}
          onOpenFilters={noop}
        />
      </I18nextProvider>,
    );
    const title = screen.getByRole('heading', { name: 'Nov 15 – 21, 2026' });
    // flex-1 would mean a zero basis: the row never wraps and the title is the one that gives way.
    expect(title).toHaveClass('flex-[1_1_auto]', 'min-w-0', 'truncate');
    expect(title).not.toHaveClass('flex-1');
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
  });
});
