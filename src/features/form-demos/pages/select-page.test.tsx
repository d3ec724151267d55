import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { loadCities } from '../data/load-cities';

const out = (el: HTMLElement) =>
  within(el)
    .getByText(/Value:/)
    .closest('p')!;
const card = async (title: string) => (await screen.findByRole('heading', { name: title }, { timeout: 15_000 })).closest('section')!;

describe('select page', { timeout: 40_000 }, () => {
  it('async options: loading state, options after the delay, an error with Retry, then a reload', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-elements/select', { signedInAs: 'editor' });
    const async = await card('Async options');
    const input = within(async).getByRole('combobox', { name: 'City' });
    expect(input).toHaveAttribute('aria-busy', 'true');
    expect(input).toHaveAttribute('placeholder', 'Loading options…');
    expect(within(async).getByRole('button', { name: 'Reload options' })).toBeDisabled();

    expect(await within(async).findByText('6 options loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-busy');
    await user.type(input, 'lis');
    await user.click(await screen.findByRole('option', { name: 'Lisbon' }));
    expect(input).toHaveValue('Lisbon');
    expect(out(async)).toHaveTextContent('lisbon');

    // The next load fails: an alert with Retry; the field is disabled meanwhile.
    await user.click(within(async).getByRole('switch', { name: 'Simulate a server error' }));
    await user.click(within(async).getByRole('button', { name: 'Reload options' }));
    const alert = await within(async).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent("Couldn't load the cities.");
    expect(within(async).getByRole('combobox', { name: 'City' })).toBeDisabled();

    // Retry while still failing fails again; turning the switch off makes Retry succeed.
    await user.click(within(async).getByRole('switch', { name: 'Simulate a server error' }));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(within(async).getByRole('combobox', { name: 'City' })).toHaveAttribute('aria-busy', 'true');
    expect(await within(async).findByText('6 options loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(async).queryByRole('alert')).toBeNull();
    expect(within(async).getByRole('combobox', { name: 'City' })).toBeEnabled();
  });

  it('the loader answers after a delay, fails on demand and can be aborted', async () => {
    await expect(loadCities()).resolves.toEqual(['newYork', 'london', 'paris', 'lisbon', 'berlin', 'tokyo']);
    await expect(loadCities({ fail: true })).rejects.toThrow(/unavailable/);
    const controller = new AbortController();
    const pending = loadCities({ signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('multiple shows removable chips; autocomplete filters; the selected item carries its custom icon', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-elements/select', { signedInAs: 'editor' });
    const multiple = await card('Multiple');
    const fruits = within(multiple).getByRole('combobox', { name: 'Favourite fruits' });
    await user.click(fruits);
    await user.click(await screen.findByRole('option', { name: 'Cherry' }));
    expect(out(multiple)).toHaveTextContent('["apple","mango","cherry"]');
    await user.click(within(multiple).getByRole('button', { name: 'Remove Apple' }));
    expect(out(multiple)).toHaveTextContent('["mango","cherry"]');
    await user.keyboard('{Escape}');

    const auto = await card('Autocomplete');
    const city = within(auto).getByRole('combobox', { name: 'City' });
    await user.type(city, 'to');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Tokyo']);
    await user.keyboard('{Enter}');
    expect(out(auto)).toHaveTextContent('tokyo');

    const selected = await card('Selected item');
    await user.click(within(selected).getByRole('combobox', { name: 'City' }));
    const berlin = await screen.findByRole('option', { name: 'Berlin' });
    expect(berlin).toHaveAttribute('aria-selected', 'true');
    expect(berlin.querySelector('svg.lucide-circle-check')).not.toBeNull();
    await user.click(screen.getByRole('option', { name: 'Paris' }));
    await waitFor(() => expect(within(selected).getByRole('combobox', { name: 'City' })).toHaveTextContent('Paris'));
  });
  it('validators: the message follows the chosen city (no error left once a city is chosen)', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-elements/select', { signedInAs: 'editor' });
    const validators = await card('Validators');
    const departure = within(validators).getByRole('combobox', { name: 'Departure' });
    expect(departure).toHaveAttribute('aria-invalid', 'true');
    expect(within(validators).getByText('Please choose a city.')).toBeInTheDocument();
    await user.click(departure);
    await user.click(await screen.findByRole('option', { name: 'Lisbon' }));
    expect(within(validators).queryByText('Please choose a city.')).not.toBeInTheDocument();
    expect(departure).not.toHaveAttribute('aria-invalid', 'true');
    expect(departure).toHaveAccessibleDescription('Great choice!');
    // A far city warns instead; a near one approves.
    const stopover = within(validators).getByRole('combobox', { name: 'Stopover' });
    expect(stopover).toHaveAccessibleDescription('Long flight: check the timetable.');
    await user.click(stopover);
    await user.click(await screen.findByRole('option', { name: 'Berlin' }));
    expect(stopover).toHaveAccessibleDescription('Great choice!');
  });
});
