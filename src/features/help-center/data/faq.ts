/** Demo FAQ content (sample data, shown as is in every locale like other seeded content). */
export const FAQ_CATEGORIES = ['general', 'licenses', 'company', 'trademark'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface FaqItem {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
}

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'g1',
    category: 'general',
    question: 'What is Tessera?',
    answer:
      'Tessera is an admin-dashboard template: dashboards, demo apps and a component gallery that teams clone to start their own back-office apps.',
  },
  {
    id: 'g2',
    category: 'general',
    question: 'Does it need a backend to run?',
    answer:
      'No. The demo runs on an in-browser mock API over deterministic sample data. Point VITE_API_BASE_URL at your server and turn the mock off when you are ready.',
  },
  {
    id: 'g3',
    category: 'general',
    question: 'Which browsers are supported?',
    answer: 'The latest two versions of Chrome, Edge, Firefox and Safari, on desktop and mobile.',
  },
  {
    id: 'g4',
    category: 'general',
    question: 'Can I change the brand colour?',
    answer:
      'Yes. Open the customizer (the gear on the right edge) and pick a preset or any colour; readable shades for buttons and text are derived automatically.',
  },
  {
    id: 'l1',
    category: 'licenses',
    question: 'What does the regular license allow?',
    answer: 'One end product for yourself or one client, where end users are not charged. Use the extended license for products you sell.',
  },
  {
    id: 'l2',
    category: 'licenses',
    question: 'Can I use it for an internal tool at work?',
    answer: 'Yes, internal tools used by your own staff are covered by the regular license.',
  },
  {
    id: 'l3',
    category: 'licenses',
    question: 'Do licenses expire?',
    answer: 'No. A license is perpetual; updates are included for the major version you bought.',
  },
  {
    id: 'c1',
    category: 'company',
    question: 'Can my whole team use one purchase?',
    answer: 'Yes: a license is per end product, not per developer, so everyone working on that product may use it.',
  },
  {
    id: 'c2',
    category: 'company',
    question: 'Do you offer invoices with VAT details?',
    answer: 'Yes. Add your company name and VAT number at checkout and the invoice shows them.',
  },
  {
    id: 'c3',
    category: 'company',
    question: 'Can we get a custom feature built?',
    answer: 'We take a limited number of custom projects each quarter. Write to support with a short description and a deadline.',
  },
  {
    id: 't1',
    category: 'trademark',
    question: 'May I use the Tessera name in my product?',
    answer: 'Please do not use the Tessera name or logo as your product’s brand. Mentioning that your app is built on Tessera is welcome.',
  },
  {
    id: 't2',
    category: 'trademark',
    question: 'Can I remove the footer credit?',
    answer: 'Yes. The footer text is yours to change or remove.',
  },
];

export const SUPPORTERS = [
  { name: 'Felecia Rower', role: 'Support lead', avatar: '/images/avatars/avatar-3.svg' },
  { name: 'Joaquina Weisenborn', role: 'Licensing', avatar: '/images/avatars/avatar-8.svg' },
  { name: 'Sal Piggee', role: 'Developer relations', avatar: '/images/avatars/avatar-13.svg' },
] as const;
