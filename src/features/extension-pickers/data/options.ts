/** Demo option lists for the select page. Flag stripes are data (national colours), not theme colours. */

export interface CountryFlag {
  code: string;
  /** Stripes from top (h) or start (v). */
  layout: 'h' | 'v' | 'disc';
  colors: readonly string[];
}

export const COUNTRIES: readonly CountryFlag[] = [
  { code: 'AT', layout: 'h', colors: ['#ED2939', '#FFFFFF', '#ED2939'] },
  { code: 'BE', layout: 'v', colors: ['#000000', '#FDDA24', '#EF3340'] },
  { code: 'EE', layout: 'h', colors: ['#0072CE', '#000000', '#FFFFFF'] },
  { code: 'FR', layout: 'v', colors: ['#002654', '#FFFFFF', '#CE1126'] },
  { code: 'DE', layout: 'h', colors: ['#000000', '#DD0000', '#FFCE00'] },
  { code: 'HU', layout: 'h', colors: ['#CE2939', '#FFFFFF', '#477050'] },
  { code: 'IE', layout: 'v', colors: ['#169B62', '#FFFFFF', '#FF883E'] },
  { code: 'IT', layout: 'v', colors: ['#009246', '#FFFFFF', '#CE2B37'] },
  { code: 'JP', layout: 'disc', colors: ['#FFFFFF', '#BC002D'] },
  { code: 'LT', layout: 'h', colors: ['#FDB913', '#006A44', '#C1272D'] },
  { code: 'NL', layout: 'h', colors: ['#AE1C28', '#FFFFFF', '#21468B'] },
  { code: 'NG', layout: 'v', colors: ['#008751', '#FFFFFF', '#008751'] },
  { code: 'PL', layout: 'h', colors: ['#FFFFFF', '#DC143C'] },
  { code: 'RO', layout: 'v', colors: ['#002B7F', '#FCD116', '#CE1126'] },
  { code: 'UA', layout: 'h', colors: ['#0057B7', '#FFD700'] },
];

export const FRAMEWORKS = [
  'Angular',
  'Astro',
  'Ember',
  'Lit',
  'Next.js',
  'Nuxt',
  'Preact',
  'Qwik',
  'React',
  'Remix',
  'Solid',
  'Svelte',
  'Vue',
].map((name) => ({
  value: name.toLowerCase().replace(/\W/g, ''),
  label: name,
}));

export interface Person {
  id: number;
  fullName: string;
  email: string;
  avatar: string;
}

export const PEOPLE: readonly Person[] = [
  { id: 1, fullName: 'Amara Okafor', email: 'amara.okafor@example.com', avatar: '/images/avatars/avatar-3.svg' },
  { id: 2, fullName: 'Björn Lindqvist', email: 'bjorn.l@example.com', avatar: '/images/avatars/avatar-7.svg' },
  { id: 3, fullName: 'Chloé Martin', email: 'chloe.martin@example.com', avatar: '/images/avatars/avatar-5.svg' },
  { id: 4, fullName: 'Diego Ramírez', email: 'diego.r@example.com', avatar: '/images/avatars/avatar-11.svg' },
  { id: 5, fullName: 'Emily Chen', email: 'emily.chen@example.com', avatar: '/images/avatars/avatar-2.svg' },
  { id: 6, fullName: 'Farah Haddad', email: 'farah.h@example.com', avatar: '/images/avatars/avatar-14.svg' },
  { id: 7, fullName: 'João Pereira', email: 'joao.pereira@example.com', avatar: '/images/avatars/avatar-9.svg' },
  { id: 8, fullName: 'Lena Fischer', email: 'lena.fischer@example.com', avatar: '/images/avatars/avatar-18.svg' },
];

export const CHANNELS = ['email', 'sms', 'push', 'call', 'chat'] as const;
export const STATUSES = ['backlog', 'todo', 'inProgress', 'review', 'done'] as const;
export const LABELS = ['bug', 'feature', 'design', 'docs', 'performance', 'security'] as const;
export const FRUITS = [
  'apple',
  'apricot',
  'banana',
  'blueberry',
  'cherry',
  'grape',
  'kiwi',
  'lemon',
  'mango',
  'orange',
  'peach',
  'pear',
  'plum',
] as const;
export const TAG_SUGGESTIONS = ['accessibility', 'backend', 'frontend', 'react', 'testing', 'typescript', 'ux'];
