/** Word lists the sample results are built from; every result is about "Tessera", the default query. */

export const TOPICS = [
  'React dashboard',
  'analytics dashboard',
  'admin template',
  'dark mode',
  'chart library',
  'data table',
  'invoice app',
  'email app',
  'calendar app',
  'kanban board',
  'form wizard',
  'translation setup',
  'accessibility audit',
  'design tokens',
  'Vite build',
  'login flow',
  'eCommerce shop',
  'chat app',
  'knowledge base',
  'TypeScript starter',
] as const;

export const SITES = [
  ['tessera.example', 'Tessera'],
  ['github.example', 'GitHub'],
  ['dev.example', 'DEV Community'],
  ['medium.example', 'Medium'],
  ['stackoverflow.example', 'Stack Overflow'],
  ['themeforest.example', 'ThemeForest'],
  ['reddit.example', 'Reddit'],
  ['smashing.example', 'Smashing Magazine'],
  ['npm.example', 'npm'],
] as const;

/** Other templates, also the panel's "People also search for"; comparisons mention them. */
const RIVALS = ['Vuexy', 'Materio', 'Sneat', 'Frest'] as const;

export const WEB_TITLES: readonly ((t: string, T: string) => string)[] = [
  (t) => `How to build a ${t} with Tessera`,
  (t) => `Tessera ${t} guide`,
  (_, T) => `${T} in Tessera: tips and tricks`,
  (t) => `Tessera vs ${RIVALS[t.length % RIVALS.length] ?? 'Vuexy'}: which ${t} is better?`,
  (t) => `Getting started with the Tessera ${t}`,
  (t) => `Tessera ${t} – questions and answers`,
];
export const OPENERS: readonly ((t: string) => string)[] = [
  (t) => `Learn how the Tessera ${t} works`,
  (t) => `A step-by-step look at the ${t} that ships with Tessera`,
  (t) => `We tried the Tessera ${t} for a month`,
  (t) => `Everything you need to know about the ${t} in Tessera`,
];
export const MIDDLES = [
  'from routing and state to theming',
  'with React 19, strict TypeScript and Tailwind CSS',
  'including the dark and semi-dark themes',
  'with four languages out of the box',
] as const;
export const ENDS = [
  'Includes code samples, screenshots and a checklist for going to production.',
  'The verdict: fast to set up, easy to extend and well documented.',
  'Read on for the details, the pitfalls and a live demo you can try today.',
  'Comments from developers who shipped it are at the end of the article.',
] as const;

export const OFFICIAL_LINKS = [
  ['Documentation', '/docs', 'Install, configure and extend every part of the template.'],
  ['Live demo', '/demo', 'Try all dashboards and apps in your browser.'],
  ['Pricing', '/pricing', 'Regular and extended licences, with six months of support.'],
  ['Changelog', '/changelog', 'New pages, fixes and upgrades in every release.'],
  ['Support', '/support', 'Ask the team or browse solved questions.'],
  ['Download', '/download', 'Get the latest release and the starter kit.'],
] as const;

export const PICTURES = [
  '/images/carousel/abstract-orbs.svg',
  '/images/carousel/abstract-waves.svg',
  '/images/carousel/city-night.svg',
  '/images/carousel/desert-dunes.svg',
  '/images/carousel/forest-lake.svg',
  '/images/carousel/mountain-dawn.svg',
  '/images/carousel/northern-lights.svg',
  '/images/carousel/ocean-waves.svg',
  '/images/carousel/red-canyon.svg',
  '/images/carousel/tropical-sunset.svg',
  '/images/profile/photo-1.svg',
  '/images/profile/photo-4.svg',
  '/images/profile/photo-7.svg',
  '/images/profile/photo-10.svg',
] as const;

export const CHANNELS = ['Tessera Team', 'Fireship Lab', 'UI Daily', 'Code with Ana', 'Frontend Weekly'] as const;
export const OUTLETS = ['Tech Ledger', 'The Frontend Post', 'Dev Daily', 'Product Hunt News', 'Design Weekly'] as const;
export const HEADLINES: readonly ((t: string) => string)[] = [
  (t) => `Tessera 3.2 brings a faster ${t}`,
  (t) => `Why teams are switching to the Tessera ${t}`,
  (t) => `Tessera hits 50,000 sales as the ${t} gets an overhaul`,
  (t) => `Review: the new Tessera ${t} is a big step forward`,
];

export const PLACES = [
  ['Tessera Café', 'Rua Augusta 120, Lisbon'],
  ['Tessera Coworking', 'Kastanienallee 12, Berlin'],
  ['Tessera Mosaic Museum', 'Via dei Fori 8, Rome'],
  ['Tessera Design Studio', 'Rue Oberkampf 44, Paris'],
  ['Tessera Bookshop', 'Rua das Flores 3, Porto'],
  ['Tessera Tiles & Co.', 'Carrer de Pelai 17, Barcelona'],
] as const;

export const PRODUCTS = [
  'backpack',
  'camera',
  'headphones',
  'keyboard',
  'lamp',
  'laptop',
  'monitor',
  'mouse',
  'phone',
  'speaker',
  'tablet',
  'watch',
] as const;

export const BOOKS = [
  ['Tessera in Practice', 'Ana Ribeiro'],
  ['Designing Dashboards with Tessera', 'Jonas Weber'],
  ['The Tessera Handbook', 'Léa Dubois'],
  ['React Patterns: the Tessera Way', 'Kurt Jansen'],
] as const;

export const ROUTES = [
  ['Lisbon (LIS)', 'Tessera Island (TSR)', 'TAP Air', '2h 35m'],
  ['Berlin (BER)', 'Tessera Island (TSR)', 'Lufthansa', '4h 10m'],
  ['Paris (CDG)', 'Tessera Island (TSR)', 'Air France', '3h 50m'],
  ['Porto (OPO)', 'Tessera Island (TSR)', 'Ryanair', '2h 20m'],
] as const;

export const PERSONAL = [
  ['Email: Tessera licence renewal', '/apps/email/inbox', 'From Kurt Jansen: your Tessera extended licence renews next month.'],
  ['Chat: Tessera launch plan', '/apps/chat', 'Mariana Costa: the Tessera landing page is ready for review.'],
  ['Calendar: Tessera design review', '/apps/calendar/vue-simple-calendar', 'Business event with the Tessera design team.'],
  ['Todo: translate the Tessera docs', '/apps/todo/all', 'Important task tagged "team", due this week.'],
  ['Invoice #4987 – Tessera extended licence', '/pages/invoice', 'Sent to Amy Andersen, waiting for payment.'],
  ['Knowledge base: Tessera FAQ', '/pages/knowledge-base', 'Articles about licences, payments and updates of Tessera.'],
  ['Profile: Tessera contributors', '/pages/profile', 'Photos, friends and polls from the people building Tessera.'],
  ['Settings: Tessera notifications', '/pages/user-settings', 'Choose which Tessera updates reach your inbox.'],
] as const;
