import { computeTotals, lineCents, parseAmount } from './invoice-totals';

describe('invoice totals', () => {
  it('sums rows in cents with 5 % discount and 10 % tax, rounding half up', () => {
    const t = computeTotals([
      { hours: '10', rate: '25.5' },
      { hours: '1.5', rate: '33.33' },
    ]);
    expect(t.subtotal).toBe(305);
    expect(t.discount).toBe(15.25);
    expect(t.tax).toBe(28.98);
    expect(t.total).toBe(318.73);
    expect(t.invalidRows).toBe(0);
  });

  it('avoids floating point drift', () => {
    expect(lineCents({ hours: '0.1', rate: '0.2' })).toBe(2);
    expect(computeTotals([{ hours: 3, rate: 0.1 }]).subtotal).toBe(0.3);
  });

  it('rejects negative, NaN, Infinity, empty and malformed inputs and never returns NaN', () => {
    for (const bad of ['-1', 'abc', '', ' ', '1e3', '1.234', 'NaN', 'Infinity', NaN, -5, Infinity, null, undefined, {}]) {
      expect(parseAmount(bad)).toBeNull();
    }
    const t = computeTotals([
      { hours: '-2', rate: '10' },
      { hours: 'x', rate: '10' },
      { hours: '2', rate: '10' },
    ]);
    expect(t).toEqual({ subtotal: 20, discount: 1, tax: 1.9, total: 20.9, invalidRows: 2 });
    expect(Object.values(computeTotals([])).every(Number.isFinite)).toBe(true);
  });

  it('accepts a decimal comma', () => {
    expect(parseAmount('12,5')).toBe(12.5);
  });
});
