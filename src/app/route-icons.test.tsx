import { render, waitFor } from '@testing-library/react';
import MENU_ICONS from 'virtual:route-icons/menu';
import { routeIcon } from './route-icons';

describe('routeIcon', () => {
  it('gives a top-level menu icon directly (drawn with the sidebar, no wait)', () => {
    expect(routeIcon('Mail')).toBe(MENU_ICONS.Mail);
  });

  it('draws another route icon once the full set has loaded, as a same-size box until then', async () => {
    expect(MENU_ICONS.ChartPie).toBeUndefined(); // the analytics dashboard sits in the Dashboards group
    const Icon = routeIcon('ChartPie');
    expect(routeIcon('ChartPie')).toBe(Icon); // stable, so React keeps the element
    const { container } = render(<Icon className="size-[18px]" aria-hidden="true" />);
    expect(container.querySelector('span.size-\\[18px\\]')).not.toBeNull();
    await waitFor(() => expect(container.querySelector('svg.lucide-chart-pie')).not.toBeNull(), { timeout: 15000 });
  });
});
