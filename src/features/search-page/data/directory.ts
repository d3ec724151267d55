/**
 * The demo directory: files and contacts. The navbar search lists them (Files, Contacts) and the search page finds
 * them, so a hit picked in the navbar opens a search that shows it. Fixed, so every visit and test sees the same rows.
 */
export const FILE_TYPES = ['pdf', 'doc', 'xls', 'img', 'zip'] as const;
export type FileType = (typeof FILE_TYPES)[number];

export interface SearchFile {
  id: string;
  name: string;
  type: FileType;
  by: string;
  /** Bytes. */
  size: number;
}

export interface SearchContact {
  id: string;
  name: string;
  email: string;
  avatar: string;
  /** Last contact, ISO date. */
  time: string;
}

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

export const SEARCH_FILES: readonly SearchFile[] = [
  { id: 'f1', name: "Joe's CV.doc", type: 'doc', by: 'Stacy Watson', size: 1.7 * MB },
  { id: 'f2', name: 'Passport Image.jpg', type: 'img', by: 'Ben Sinitiere', size: 52 * KB },
  { id: 'f3', name: 'Questions.doc', type: 'doc', by: 'Charleen Patti', size: 1.5 * GB },
  { id: 'f4', name: 'Parenting Guide.pdf', type: 'pdf', by: 'Doyle Blatteau', size: 2.3 * MB },
  { id: 'f5', name: 'Class Notes.doc', type: 'doc', by: 'Valentin Coopland', size: 30 * KB },
  { id: 'f6', name: 'Class Attendance.xls', type: 'xls', by: 'Tressa Duhart', size: 52 * MB },
  { id: 'f7', name: 'Company Salary.xls', type: 'xls', by: 'Riley Beach', size: 92 * MB },
  { id: 'f8', name: 'Company Logo.png', type: 'img', by: 'Blake Belmonte', size: 78 * KB },
  { id: 'f9', name: 'Crime Rates.xls', type: 'xls', by: 'Maryellen Zanetti', size: 6.6 * MB },
  { id: 'f10', name: 'Ulysses.pdf', type: 'pdf', by: 'Barney Hanson', size: 2.5 * MB },
  { id: 'f11', name: 'Warehouse Data.zip', type: 'zip', by: 'Hedda Tabler', size: 52.3 * MB },
  { id: 'f12', name: 'Reporting Document.pdf', type: 'pdf', by: 'Rick Pieri', size: 50 * KB },
];

export const SEARCH_CONTACTS: readonly SearchContact[] = [
  { id: 'c1', name: 'Mia Davis', email: 'mia.davis@example.com', avatar: '/images/avatars/avatar-1.svg', time: '2026-07-21' },
  { id: 'c2', name: 'Norris Carrière', email: 'norris.carriere@example.com', avatar: '/images/avatars/avatar-2.svg', time: '2026-03-11' },
  { id: 'c3', name: 'Charlotte Gordon', email: 'charlotte.gordon@example.com', avatar: '/images/avatars/avatar-3.svg', time: '2026-04-08' },
  { id: 'c4', name: 'Robert Nash', email: 'robert.nash@example.com', avatar: '/images/avatars/avatar-4.svg', time: '2026-01-14' },
  { id: 'c5', name: 'Lea Schäfer', email: 'lea.schaefer@example.com', avatar: '/images/avatars/avatar-5.svg', time: '2026-05-02' },
  { id: 'c6', name: 'Joaquim Silva', email: 'joaquim.silva@example.com', avatar: '/images/avatars/avatar-6.svg', time: '2026-02-27' },
  { id: 'c7', name: 'Amélie Laurent', email: 'amelie.laurent@example.com', avatar: '/images/avatars/avatar-7.svg', time: '2026-06-19' },
  { id: 'c8', name: 'Daniel Park', email: 'daniel.park@example.com', avatar: '/images/avatars/avatar-8.svg', time: '2026-08-03' },
  { id: 'c9', name: 'Sofia Rossi', email: 'sofia.rossi@example.com', avatar: '/images/avatars/avatar-9.svg', time: '2026-09-15' },
  { id: 'c10', name: 'Ethan Brooks', email: 'ethan.brooks@example.com', avatar: '/images/avatars/avatar-10.svg', time: '2026-10-01' },
  { id: 'c11', name: 'Greta Müller', email: 'greta.mueller@example.com', avatar: '/images/avatars/avatar-11.svg', time: '2026-10-22' },
  { id: 'c12', name: 'Tomás Ferreira', email: 'tomas.ferreira@example.com', avatar: '/images/avatars/avatar-12.svg', time: '2026-11-05' },
];

/** "1.7 MB" in the reader's number format. */
export function formatSize(bytes: number, locale: string): string {
  const units = [
    ['GB', GB],
    ['MB', MB],
    ['KB', KB],
  ] as const;
  for (const [unit, size] of units) {
    if (bytes >= size) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / size)} ${unit}`;
  }
  return `${new Intl.NumberFormat(locale).format(bytes)} B`;
}
