import { z } from 'zod';
import { collection } from '@/mocks/db';
import { createRandom, SEED_NOW } from '@/mocks/random';
import { chatSchema, contactSchema, CONTACT_STATUSES, type Chat, type ChatMessage, type Contact } from '../api/chat.contract';

const NAMES = [
  'Felecia Rower',
  'Adalberto Granzin',
  'Joaquina Weisenborn',
  'Verla Morgano',
  'Margot Henschke',
  'Sal Piggee',
  'Miguel Guelff',
  'Mauro Elenbaas',
  'Bridgett Omohundro',
  'Zenia Jacobs',
];
const ABOUT = [
  'Cake pie jelly jelly beans. Marzipan lemon drops halvah cake. Pudding cookie lemon drops icing.',
  'Toffee caramels jelly-o tart gummi bears cake I love ice cream lollipop.',
  'Soufflé soufflé caramels sweet roll. Jelly lollipop sesame snaps bear claw jelly beans sugar plum sugar plum.',
  'Chupa chups candy canes chocolate bar marshmallow liquorice muffin. Lemon drops oat cake tart liquorice tart cookie.',
  'Biscuit cookie candy donut. Pastry jelly beans tiramisu wafer.',
];

const seedContacts = (): Contact[] => {
  const random = createRandom(7301);
  return NAMES.map((displayName, i) => ({
    id: i + 1,
    uid: i + 1,
    displayName,
    about: random.pick(ABOUT),
    photoURL: `/images/avatars/avatar-${i + 1}.svg`,
    // Every status appears at least once, in a fixed order.
    status: CONTACT_STATUSES[i % CONTACT_STATUSES.length] ?? 'online',
  }));
};

const MINUTE = 60_000;
const at = (minutesBeforeNow: number) => new Date(SEED_NOW - minutesBeforeNow * MINUTE).toISOString();
const sent = (text: string, minutesAgo: number): ChatMessage => ({ textContent: text, time: at(minutesAgo), isSent: true, isSeen: true });
const got = (text: string, minutesAgo: number, isSeen = true): ChatMessage => ({
  textContent: text,
  time: at(minutesAgo),
  isSent: false,
  isSeen,
});

/** SPEC §9: two seeded conversations. The second holds the F5 payloads, which must render as text. */
const seedChats = (): Chat[] => [
  {
    id: 1,
    isPinned: true,
    msg: [
      got('Hi', 26 * 60),
      sent('Hello. How can I help You?', 26 * 60 - 2),
      got('Can I get details of my last transaction I made last month?', 26 * 60 - 5),
      sent('We need to check if we can provide you such information.', 26 * 60 - 7),
      sent('I will inform you as I get update on this.', 26 * 60 - 7),
      got('If it takes long you can mail me at my mail address.', 45),
      sent('The release notes are here: https://ok.example/releases — tell me what you think.', 40),
      got('Thanks, will do!', 38),
    ],
  },
  {
    id: 2,
    isPinned: false,
    msg: [
      sent('Hi Adalberto, did the upload work?', 3 * 24 * 60),
      got('It shows this in the preview: <img src=x onerror=alert(1)>', 90, false),
      got('And the link field says javascript:alert(1)', 88, false),
      got('Should I open a ticket?', 87, false),
    ],
  },
];

export const contacts = collection('chat-contacts', z.array(contactSchema), seedContacts);
export const chats = collection('chat-chats', z.array(chatSchema), seedChats);
