import { z } from 'zod';
import { collection, record } from '@/mocks/db';
import { createRandom, SEED_NOW } from '@/mocks/random';
import { postSchema, profileSchema, type Person, type Post, type Profile } from '../api/profile.contract';
import { settingsSchema, type Settings } from '../api/account-settings.contract';

const NAMES = [
  'John Anderson',
  'Leeanna Alvord',
  'Carissa Dolle',
  'Pixinvent',
  'Kurt Jansen',
  'Léa Dubois',
  'Mariana Costa',
  'Jonas Weber',
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
  'Lai Lewandowski',
  'Amy Andersen',
] as const;
const people: Person[] = NAMES.map((name, i) => ({ id: i + 1, name, avatar: `/images/avatars/avatar-${i + 1}.svg` }));
export const ME = people[0] as Person;

const TEXTS = [
  'Wonderful morning hike today. The light over the ridge was unreal, and the coffee at the top even better.',
  'Shipped the new dashboard cards this week. Thanks to everyone who reviewed the designs!',
  'Trying out a new colour palette for the marketing site. Which one do you prefer?',
  'Looking for recommendations: what are your favourite books on product design?',
  'Back from the conference. So many great talks about accessibility and design systems.',
  'Weekend project: a tiny weather station on the balcony. Data is coming in nicely.',
  'Our team is hiring a front-end developer. Send me a message if you are interested.',
  'Sunset photos from the coast trip. Could not stop taking pictures.',
  'Reminder: the quarterly review is on Friday. Please update your goals before then.',
] as const;
const COMMENTS = [
  'Looks amazing!',
  'Congratulations to the whole team 🎉',
  'Where was this taken?',
  'Great work, as always.',
  'I would love to join next time.',
  'Thanks for sharing!',
] as const;

/** The post that carries a clip (shipped in public/media), so the feed shows both kinds of media. */
const VIDEO_POST = 6;
const VIDEO_SRC = '/media/demo-clip.webm';

function seedPosts(): Post[] {
  const r = createRandom(4001);
  return TEXTS.map((text, i) => {
    const id = i + 1;
    const likers = r.sample(people.slice(1), r.int(3, 12));
    const mediaCount = i % 3 === 0 ? 1 : i % 3 === 1 ? 2 : 0;
    return {
      id,
      author: ME,
      time: new Date(SEED_NOW - (i * 26 + r.int(1, 20)) * 3_600_000).toISOString(),
      text,
      media:
        id === VIDEO_POST
          ? [{ kind: 'video' as const, src: VIDEO_SRC, alt: `Video of post ${id}` }]
          : Array.from({ length: mediaCount }, (_, m) => ({
              kind: 'image' as const,
              src: `/images/profile/photo-${((i * 2 + m) % 12) + 1}.svg`,
              alt: `Photo ${m + 1} of post ${id}`,
            })),
      liked: i % 4 === 1,
      likes: likers.length + r.int(0, 140),
      likers,
      comments: r.sample(people.slice(1), r.int(0, 4)).map((author, c) => ({
        id: id * 100 + c,
        author,
        text: r.pick(COMMENTS),
        time: new Date(SEED_NOW - (i * 26 - c) * 3_600_000 + 1_800_000).toISOString(),
      })),
    };
  });
}

function seedProfile(): Profile {
  const r = createRandom(4002);
  return {
    user: {
      name: ME.name,
      role: 'UI/UX Designer',
      avatar: ME.avatar,
      cover: '/images/profile/cover.svg',
      bio: 'Designer who loves clean interfaces, long hikes and good coffee. Building design systems for admin tools.',
      joined: '2019-05-14',
      lives: 'Lisbon, Portugal',
      email: 'john.anderson@tessera.example',
      website: 'https://tessera.example',
      socials: [
        { network: 'twitter', url: 'https://twitter.com/tessera' },
        { network: 'github', url: 'https://github.com/tessera' },
        { network: 'linkedin', url: 'https://linkedin.com/company/tessera' },
        { network: 'instagram', url: 'https://instagram.com/tessera' },
      ],
    },
    suggestedPages: [
      ['Peter Reed', 'Company'],
      ['Harriett Adkins', 'Company'],
      ['Juan Weaver', 'Company'],
      ['Claudia Chandler', 'Company'],
      ['Earl Briggs', 'Company'],
      ['Jonathan Lyons', 'Beauty Store'],
    ].map(([name, type], i) => ({
      id: i + 1,
      name: name as string,
      type: type as string,
      avatar: `/images/avatars/avatar-${i + 8}.svg`,
      starred: i === 2,
    })),
    feeds: [
      ['Tessera', '@tessera', 'Version 2.0 is out: new dashboards, four languages and a faster build.', ['release', 'react']],
      ['Léa Dubois', '@leadesign', 'Design tokens make dark mode a one-line change. Try it!', ['design', 'darkmode']],
      ['Kurt Jansen', '@kurtj', 'Accessibility is not a feature, it is a baseline.', ['a11y']],
    ].map(([author, handle, text, tags], i) => ({
      id: i + 1,
      author: author as string,
      handle: handle as string,
      avatar: `/images/avatars/avatar-${i + 4}.svg`,
      verified: i !== 2,
      text: text as string,
      tags: tags as string[],
      time: new Date(SEED_NOW - (i + 1) * r.int(2, 9) * 3_600_000).toISOString(),
    })),
    photos: Array.from({ length: 9 }, (_, i) => ({ id: i + 1, src: `/images/profile/photo-${i + 1}.svg`, alt: `Landscape ${i + 1}` })),
    // The clip of the video post (VIDEO_POST), listed under the Videos tab.
    videos: [{ id: 1, src: VIDEO_SRC, alt: `Video of post ${VIDEO_POST}` }],
    suggestions: people.slice(10, 16).map((p) => ({ id: p.id, name: p.name, avatar: p.avatar, mutual: r.int(1, 40), following: false })),
    poll: {
      question: 'Who is the best actor in the Marvel Cinematic Universe?',
      options: [
        { id: 1, label: 'RDJ', votes: 82 },
        { id: 2, label: 'Chris Hemsworth', votes: 67 },
        { id: 3, label: 'Mark Ruffalo', votes: 12 },
        { id: 4, label: 'Chris Evans', votes: 39 },
      ],
      voted: null,
      voters: r.sample(people.slice(1), 6),
    },
  };
}

function seedSettings(): Settings {
  return {
    general: { avatar: ME.avatar, username: 'johnny_01', name: ME.name, email: 'john.anderson@tessera.example', company: 'Tessera Studio' },
    info: {
      bio: 'Designer who loves clean interfaces.',
      birthDate: '1990-04-12',
      country: 'pt',
      languages: ['english', 'portuguese'],
      mobile: '+351 912 345 678',
      website: 'https://tessera.example',
      gender: 'male',
    },
    social: {
      twitter: 'https://twitter.com/tessera',
      facebook: '',
      instagram: '',
      github: 'https://github.com/tessera',
      linkedin: '',
      slack: '',
    },
    connections: { google: true, facebook: true, twitter: false, instagram: false },
    notifications: { comments: true, answers: true, follows: false, news: true, updates: false, digest: true },
  };
}

export const posts = collection('profile.posts', z.array(postSchema), seedPosts);
export const profile = record('profile.profile', profileSchema, seedProfile);
export const settings = record('profile.settings', settingsSchema, seedSettings);
