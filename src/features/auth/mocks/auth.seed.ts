import { z } from 'zod';
import { collection } from '@/mocks/db';

const loginUserSchema = z.object({
  id: z.number(),
  uid: z.number(),
  displayName: z.string(),
  password: z.string(),
  photoURL: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  userRole: z.enum(['admin', 'editor']),
  checkpointReward: z.object({ userName: z.string(), progress: z.number(), sales: z.number() }),
});
export type LoginUser = z.infer<typeof loginUserSchema>;

const seedLoginUsers = (): LoginUser[] => [
  {
    id: 1,
    uid: 1,
    displayName: 'John Doe',
    password: 'adminadmin',
    photoURL: '/images/avatars/avatar-11.svg',
    email: 'admin@admin.com',
    phoneNumber: null,
    userRole: 'admin',
    checkpointReward: { userName: 'John', progress: 57.6, sales: 2280 },
  },
  {
    id: 2,
    uid: 2,
    displayName: 'Jane Roe',
    password: 'editoreditor',
    photoURL: '/images/avatars/avatar-5.svg',
    email: 'editor@editor.com',
    phoneNumber: null,
    userRole: 'editor',
    checkpointReward: { userName: 'Jane', progress: 42.3, sales: 1415 },
  },
];

export const loginUsers = collection('auth-users', z.array(loginUserSchema), seedLoginUsers);
