import { screen, within } from '@testing-library/react';
import { switchLanguage } from '@/test/locale';
import { renderRoute } from '@/test/render-route';
import { runOutsideAct } from '@/test/outside-act';

const PATH = '/apps/calendar/vue-simple-calendar?view=list&date=2026-11-15';

describe('calendar times follow the locale', { timeout: 45_000 }, () => {
  // FullCalendar schedules some of its own renders (sizing, datesSet) outside React's act().
  runOutsideAct();
  beforeEach(() => {
    window.innerWidth = 1280;
  });

  it('German shows 24-hour times without am/pm', async () => {
    await renderRoute(PATH);
    const grid = within(
      await screen.findByText('Design Review', {}, { timeout: 12000 }).then((el) => el.closest('.tc-calendar') as HTMLElement),
    );
    await switchLanguage('de', ['calendar']);
    expect((await grid.findAllByText('Dienstag')).length).toBeGreaterThan(0);
    expect(grid.getByText(/10:00\s*[-–]\s*11:30/)).toBeInTheDocument();
    expect(grid.getByText(/14:00\s*[-–]\s*15:00/)).toBeInTheDocument();
    expect(grid.queryByText(/\d(am|pm)/i)).toBeNull();
  });

  it('English keeps the 12-hour clock', async () => {
    await renderRoute(PATH);
    const grid = within(
      await screen.findByText('Design Review', {}, { timeout: 12000 }).then((el) => el.closest('.tc-calendar') as HTMLElement),
    );
    expect(grid.getByText(/10:00am\s*[-–]\s*11:30am/)).toBeInTheDocument();
  });
});
