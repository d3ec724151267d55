import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

// Vitest loads no CSS (css: false, which empties ?raw imports too): the page's Apex overrides are added by hand.
const apexCss = readFileSync(resolve(process.cwd(), 'src/features/charts/components/apex-chart.css'), 'utf8');

// The real ApexCharts, drawing SVG in jsdom: what is checked here is what it draws after hideSeries / showSeries.
// jsdom lays nothing out, so a chart would measure its card as 0 px wide and skip drawing.
beforeEach(() => {
  const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(480);
  const style = document.createElement('style');
  style.textContent = apexCss;
  document.head.append(style);
  return () => {
    width.mockRestore();
    style.remove();
  };
});

const card = async (title: string) => {
  const legend = await screen.findByRole('group', { name: `${title}: show or hide series` });
  const el = legend.closest<HTMLElement>('[data-slot="card"]');
  if (!el) throw new Error(`no card around the ${title} legend`);
  return el;
};
/** The centre label ApexCharts draws: [name, value]. */
const centre = (el: HTMLElement) => [...el.querySelectorAll('.apexcharts-datalabels-group text')].map((t) => t.textContent);
/**
 * Where an element's CSS animation leaves its opacity: the last keyframe of the animation it is given (jsdom
 * cascades the stylesheets but runs no animation). Null without one.
 */
const opacityAfterAnimation = (el: Element | undefined) => {
  const animation = el ? getComputedStyle(el).getPropertyValue('animation') : '';
  const name = animation.split(' ')[0];
  if (!name || name === 'none' || !animation.includes('forwards')) return null;
  const keyframes = [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .find((r): r is CSSKeyframesRule => r instanceof CSSKeyframesRule && r.name === name);
  const last = keyframes?.cssRules[keyframes.cssRules.length - 1] as CSSKeyframeRule | undefined;
  return last?.style.getPropertyValue('opacity') ?? null;
};
const chartDrawn = (el: HTMLElement) => waitFor(() => expect(el.querySelectorAll('.apexcharts-series').length).toBeGreaterThan(0));

describe('ApexCharts centre totals and hidden rings', { timeout: 60_000 }, () => {
  it('donut and radial bar totals count only the series the legend shows; a hidden ring leaves nothing behind', async () => {
    const user = userEvent.setup();
    await renderRoute('/charts-and-maps/charts/apex-charts', { signedInAs: 'editor' });

    const donut = await card('Donut');
    await chartDrawn(donut);
    expect(centre(donut)).toEqual(['Total', '11,400']);
    const mobile = within(donut).getByRole('button', { name: 'Mobile' });
    mobile.focus();
    await user.keyboard(' ');
    expect(mobile).toHaveAttribute('aria-pressed', 'false');
    // Desktop 5,820 + Tablet 1,270.
    await waitFor(() => expect(centre(donut)).toEqual(['Total', '7,090']));
    await user.keyboard(' ');
    await waitFor(() => expect(centre(donut)).toEqual(['Total', '11,400']));

    const radial = await card('Radial bar');
    await chartDrawn(radial);
    // Mean of 82, 64 and 47 %.
    expect(centre(radial)).toEqual(['Completion', '64%']);
    await user.click(within(radial).getByRole('button', { name: 'Sales' }));
    // The hidden ring shrinks to a zero-length arc, which would still paint a dot on the empty track until Apex drops
    // its exit class (a timer of about a second, drawn synchronously: checked straight after the click).
    const [sales, marketing] = [...radial.querySelectorAll<SVGElement>('.apexcharts-radial-series')];
    expect(sales).toHaveClass('apexcharts-series-collapsed', 'apexcharts-series-collapsing');
    expect(opacityAfterAnimation(sales)).toBe('0');
    expect(opacityAfterAnimation(marketing)).toBeNull();
    // Mean of 64 and 47 %.
    await waitFor(() => expect(centre(radial)).toEqual(['Completion', '56%']));

    await user.click(within(radial).getByRole('button', { name: 'Marketing' }));
    await user.click(within(radial).getByRole('button', { name: 'Support' }));
    await waitFor(() => expect(centre(radial)[1]).toBe('—'));
  });
});

describe('ApexCharts drawing and toolbar for assistive technology', { timeout: 60_000 }, () => {
  it('hides the unlabelled drawing (the data table stands for it) and the closed download menu', async () => {
    const user = userEvent.setup();
    await renderRoute('/charts-and-maps/charts/apex-charts', { signedInAs: 'editor' });
    const area = await card('Line area');
    await chartDrawn(area);
    // Else named after every tick label it draws ("10,000 8,000 … Jan Feb …").
    await waitFor(() => expect(area.querySelector('svg.apexcharts-svg')).toHaveAttribute('aria-hidden', 'true'));
    // The toolbar beside it stays usable.
    const menu = within(area).getByRole('button', { name: 'Menu' });
    expect(within(area).queryByRole('menuitem', { name: 'Download SVG' })).not.toBeInTheDocument();
    await user.click(menu);
    expect(within(area).getByRole('menuitem', { name: 'Download SVG' })).toBeInTheDocument();
  });
});
