/** Demo people for the drag-and-drop page. Names are proper nouns; roles are i18n keys (dragDrop.roles.*). */
/** @public (its element type is the public one) */
export const ROLES = [
  'designer',
  'frontend',
  'manager',
  'qa',
  'marketing',
  'backend',
  'data',
  'support',
  'sales',
  'writer',
  'devops',
  'research',
] as const;
type RoleKey = (typeof ROLES)[number];

export interface Person {
  id: string;
  name: string;
  avatar: number;
  role: RoleKey;
}

export const avatarSrc = (n: number) => `/images/avatars/avatar-${n}.svg`;

const p = (id: string, name: string, avatar: number, role: RoleKey): Person => ({ id, name, avatar, role });

export const SIMPLE_PEOPLE: Person[] = [
  p('s1', 'Ava Thompson', 1, 'designer'),
  p('s2', 'Liam Carter', 2, 'frontend'),
  p('s3', 'Sofia Martins', 3, 'manager'),
  p('s4', 'Noah Becker', 4, 'qa'),
  p('s5', 'Mia Laurent', 5, 'marketing'),
];

export const GROUPS = ['design', 'engineering'] as const;
export type GroupKey = (typeof GROUPS)[number];

export const GROUP_PEOPLE: Record<GroupKey, Person[]> = {
  design: [
    p('g1', 'Emma Wilson', 6, 'designer'),
    p('g2', 'Lucas Moreau', 7, 'research'),
    p('g3', 'Hannah Weber', 8, 'writer'),
    p('g4', 'Oliver Santos', 9, 'marketing'),
  ],
  engineering: [p('g5', 'Isabella Rossi', 10, 'backend'), p('g6', 'Ethan Clarke', 11, 'devops'), p('g7', 'Chloé Dubois', 12, 'data')],
};

export const ANIMATED_PEOPLE: Person[] = [
  p('a1', 'James Fischer', 13, 'backend'),
  p('a2', 'Amelia Costa', 14, 'designer'),
  p('a3', 'Benjamin Lefèvre', 15, 'support'),
  p('a4', 'Charlotte Klein', 16, 'sales'),
  p('a5', 'Henry Almeida', 17, 'frontend'),
];

export const CLONE_SOURCE: Person[] = [
  p('c1', 'Grace Bennett', 18, 'manager'),
  p('c2', 'Leo Schmitt', 19, 'frontend'),
  p('c3', 'Lina Ferreira', 20, 'designer'),
  p('c4', 'Jack Morel', 1, 'qa'),
];

export const CLONE_TARGET: Person[] = [p('c5', 'Zoe Hartmann', 2, 'research')];
