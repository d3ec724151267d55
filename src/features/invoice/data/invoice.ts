/** Demo invoice content (sample data, not translated; the bank's country is a region code, named in the page's language). */
export const INVOICE = {
  number: '001/2026',
  issued: '2026-11-15',
  due: '2026-12-15',
  from: {
    name: 'Tessera Studio',
    lines: ['9205 Whitemarsh Street', 'New York, NY 10001'],
    email: 'hello@tessera.example',
    phone: '+1 (212) 555-0147',
  },
  to: {
    name: 'Peter Stark',
    company: 'Bluebird Ltd.',
    lines: ['8577 West West Drive', 'Holbrook, NY 90001'],
    email: 'peter@bluebird.example',
    phone: '+1 (718) 555-0199',
  },
  bank: { bank: 'American Bank', country: 'US', iban: 'ETD95476213874685', swift: 'BR91905' },
  items: [
    { description: 'Website redesign', hours: '60', rate: '15' },
    { description: 'Newsletter template design', hours: '20', rate: '12' },
    { description: 'Logo refresh', hours: '12', rate: '22.5' },
  ],
} as const;

export interface InvoiceLine {
  description: string;
  hours: string;
  rate: string;
}
