/** Deterministic sample users for the export pages (no mock call: the data is part of the demo). */
export interface SampleUser {
  id: number;
  email: string;
  username: string;
  name: string;
  website: string;
}

export const SAMPLE_USERS: readonly SampleUser[] = [
  { id: 1, email: 'leanne.graham@example.com', username: 'Bret', name: 'Leanne Graham', website: 'hildegard.org' },
  { id: 2, email: 'ervin.howell@example.net', username: 'Antonette', name: 'Ervin Howell', website: 'anastasia.net' },
  { id: 3, email: 'clementine.bauch@example.org', username: 'Samantha', name: 'Clementine Bauch', website: 'ramiro.info' },
  { id: 4, email: 'patricia.lebsack@example.com', username: 'Karianne', name: 'Patricia Lebsack', website: 'kale.biz' },
  { id: 5, email: 'chelsey.dietrich@example.net', username: 'Kamren', name: 'Chelsey Dietrich', website: 'demarco.info' },
  { id: 6, email: 'dennis.schulist@example.org', username: 'Leopoldo_Corkery', name: 'Mrs. Dennis Schulist', website: 'ola.org' },
  { id: 7, email: 'kurtis.weissnat@example.com', username: 'Elwyn.Skiles', name: 'Kurtis Weissnat', website: 'elvis.io' },
  {
    id: 8,
    email: 'nicholas.runolfsdottir@example.net',
    username: 'Maxime_Nienow',
    name: 'Nicholas Runolfsdottir V',
    website: 'jacynthe.com',
  },
  { id: 9, email: 'glenna.reichert@example.org', username: 'Delphine', name: 'Glenna Reichert', website: 'conrad.com' },
  { id: 10, email: 'clementina.dubuque@example.com', username: 'Moriah.Stanton', name: 'Clementina DuBuque', website: 'ambrose.net' },
  { id: 11, email: 'noah.okafor@example.net', username: 'n.okafor', name: 'Noah Okafor', website: 'okafor.dev' },
  { id: 12, email: 'amira.haddad@example.org', username: 'amira_h', name: 'Amira Haddad', website: 'haddad.studio' },
];

export const USER_COLUMNS = ['id', 'email', 'username', 'name', 'website'] as const;
export type UserColumn = (typeof USER_COLUMNS)[number];
