import { z } from 'zod';
import { collection } from '@/mocks/db';
import { createRandom, SEED_NOW } from '@/mocks/random';
import { searchResultSchema, type SearchResult } from '../api/search-page.contract';
import { SEARCH_CONTACTS, SEARCH_FILES } from '../data/directory';
import * as D from './search-page.seed-data';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const usd = (amount: number) => ({ amount, currency: 'USD' });

/**
 * 400 results (40 pages of 10 under "All"), all about Tessera so the default query finds every one. "Personal" also
 * holds the demo directory's files and contacts (their source names Tessera), so a navbar search hit is found here.
 */
function seedResults(): SearchResult[] {
  const r = createRandom(4401);
  const iso = (days: number) => r.date(days).toISOString();
  const hoursAgo = (h: number) => new Date(SEED_NOW - h * 3_600_000).toISOString();
  const stars = () => r.int(7, 10) / 2;
  const rest: SearchResult[] = [];
  const add = (type: SearchResult['type'], count: number, make: (i: number) => Omit<SearchResult, 'id' | 'type'>) => {
    for (let i = 0; i < count; i++) rest.push({ id: `${type}-${i + 1}`, type, ...make(i) });
  };

  const official: SearchResult = {
    id: 'web-official',
    type: 'web',
    title: 'Tessera – React admin dashboard template',
    url: 'https://tessera.example/',
    source: 'Tessera',
    date: hoursAgo(30),
    description:
      'Tessera is a React 19 and TypeScript admin dashboard template with eCommerce, email, chat, calendar and invoice apps, charts, data tables, three themes and four languages.',
    sitelinks: D.OFFICIAL_LINKS.map(([title, path, description]) => ({ title, url: `https://tessera.example${path}`, description })),
  };
  const market: SearchResult = {
    id: 'web-market',
    type: 'web',
    title: 'Tessera – React Admin Dashboard Template | ThemeForest',
    url: 'https://themeforest.example/item/tessera-react-admin/4401',
    source: 'ThemeForest',
    date: iso(60),
    description:
      'Buy Tessera, a production-ready React admin template with 100+ pages, dark and semi-dark themes, RTL-ready layouts, i18n and a mock API for fast prototyping.',
    rating: { stars: 4.5, reviews: 1180 },
    price: usd(39),
    stock: 'in',
    images: ['/images/carousel/abstract-orbs.svg', '/images/carousel/abstract-waves.svg', '/images/carousel/city-night.svg'],
  };

  add('web', 154, (i) => {
    const topic = r.pick(D.TOPICS);
    const [host, source] = r.pick(D.SITES);
    return {
      title: r.pick(D.WEB_TITLES)(topic, cap(topic)),
      url: `https://${host}/${i % 3 === 0 ? 'blog/' : ''}tessera-${slug(topic)}-${i + 1}`,
      source,
      date: iso(730),
      description: `${r.pick(D.OPENERS)(topic)}, ${r.pick(D.MIDDLES)}. ${r.pick(D.ENDS)}`,
      ...(i % 9 === 4 && { rating: { stars: stars(), reviews: r.int(12, 4000) } }),
      ...(i % 7 === 2 && { images: r.sample(D.PICTURES, 3) }),
      ...(i % 15 === 6 && {
        sitelinks: r
          .sample(D.OFFICIAL_LINKS, 4)
          .map(([title, path, description]) => ({ title, url: `https://${host}${path}`, description })),
      }),
    };
  });
  add('images', 60, (i) => {
    const topic = r.pick(D.TOPICS);
    const [host, source] = r.pick(D.SITES);
    return {
      title: `${cap(topic)} screenshot – Tessera`,
      url: `https://${host}/images/tessera-${slug(topic)}-${i + 1}`,
      source,
      date: iso(500),
      description: `Image of the Tessera ${topic}, ${r.pick(['1600 × 900', '1280 × 720', '1920 × 1080'])} pixels.`,
      images: [r.pick(D.PICTURES)],
    };
  });
  add('video', 40, (i) => {
    const topic = r.pick(D.TOPICS);
    const channel = r.pick(D.CHANNELS);
    return {
      title: `Tessera ${topic} tutorial, part ${(i % 5) + 1}`,
      url: `https://video.example/watch?v=tessera${i + 1}`,
      source: channel,
      date: iso(600),
      description: `${r.pick(D.OPENERS)(topic)} in this video, ${r.pick(D.MIDDLES)}. Chapters, source code and slides are linked below.`,
      video: { poster: r.pick(D.PICTURES), seconds: r.int(90, 2400), channel },
    };
  });
  add('maps', 24, (i) => {
    const [name, address] = D.PLACES[i % D.PLACES.length] ?? D.PLACES[0];
    return {
      title: i < D.PLACES.length ? name : `${name} (${r.pick(['north', 'south', 'east', 'west'])} entrance)`,
      url: `https://maps.example/place/${slug(name)}-${i + 1}`,
      source: 'Maps',
      date: iso(700),
      description: `${address} · Open today ${r.int(7, 10)}:00–${r.int(17, 23)}:00 · Tessera`,
      rating: { stars: stars(), reviews: r.int(8, 900) },
      images: ['/images/cards/place.svg'],
    };
  });
  add('news', 40, (i) => {
    const topic = r.pick(D.TOPICS);
    const outlet = r.pick(D.OUTLETS);
    return {
      title: r.pick(D.HEADLINES)(topic),
      url: `https://${slug(outlet)}.example/news/tessera-${slug(topic)}-${i + 1}`,
      source: outlet,
      // The first few are fresh so "Past hour" and "Past 24 hours" have something to show.
      date: i < 6 ? hoursAgo(i * 3 + 0.25) : iso(365),
      description: `${r.pick(D.OPENERS)(topic)}, ${r.pick(D.MIDDLES)}. ${r.pick(D.ENDS)}`,
      ...(i % 2 === 0 && { images: [r.pick(D.PICTURES)] }),
    };
  });
  add('shopping', 20, (i) => {
    const product = D.PRODUCTS[i % D.PRODUCTS.length] ?? 'lamp';
    return {
      title: `${cap(product)} – Tessera edition`,
      url: `https://shop.example/tessera-${product}-${i + 1}`,
      source: 'Shop',
      date: iso(400),
      description: `Limited Tessera edition ${product} with a mosaic pattern finish. Free shipping, 30-day returns and a two-year warranty.`,
      rating: { stars: stars(), reviews: r.int(3, 2500) },
      price: usd(r.float(19, 899, 2)),
      stock: r.pick(['in', 'in', 'low', 'out'] as const),
      images: [`/images/products/${product}.svg`],
    };
  });
  add('books', 12, (i) => {
    const [title, author] = D.BOOKS[i % D.BOOKS.length] ?? D.BOOKS[0];
    const edition = Math.floor(i / D.BOOKS.length) + 1;
    return {
      title: `${title}${edition > 1 ? ` (edition ${edition})` : ''}`,
      url: `https://books.example/${slug(title)}-${edition}`,
      source: author,
      date: iso(900),
      description: `By ${author}. A practical book about building admin apps with Tessera, React and TypeScript, with exercises in every chapter.`,
      rating: { stars: stars(), reviews: r.int(5, 700) },
      price: usd(r.float(19, 59, 2)),
      stock: r.pick(['in', 'low', 'out'] as const),
    };
  });
  add('flights', 8, (i) => {
    const [from, to, airline, duration] = D.ROUTES[i % D.ROUTES.length] ?? D.ROUTES[0];
    return {
      title: `${from} → ${to}`,
      url: `https://flights.example/tessera/${i + 1}`,
      source: airline,
      date: iso(60),
      description: `${i < 4 ? 'Nonstop' : '1 stop'} · ${duration} · ${airline} · Flights to Tessera Island, fares checked today.`,
      price: usd(r.int(49, 420)),
    };
  });
  add('finance', 8, (i) => ({
    title: `Tessera Labs (TSRA) ${['stock price', 'quarterly results', 'dividend', 'analyst rating'][i % 4]}`,
    url: `https://finance.example/quote/TSRA/${i + 1}`,
    source: 'Finance',
    date: iso(120),
    description: `Tessera Labs Inc. · ${r.float(-3, 4, 1)}% today · Market cap ${r.float(2, 6, 1)}B USD · Shares of the company behind Tessera.`,
    price: usd(r.float(40, 60, 2)),
  }));
  D.PERSONAL.forEach(([title, url, description], i) =>
    rest.push({ id: `personal-${i + 1}`, type: 'personal', title, url, source: 'Tessera', description, date: iso(30) }),
  );
  SEARCH_FILES.forEach((f) =>
    rest.push({
      id: `file-${f.id}`,
      type: 'personal',
      title: f.name,
      url: '',
      source: 'Tessera Drive',
      date: iso(365),
      description: `Shared by ${f.by}.`,
      file: { kind: f.type, owner: f.by, size: f.size },
    }),
  );
  SEARCH_CONTACTS.forEach((c) =>
    rest.push({
      id: `contact-${c.id}`,
      type: 'personal',
      title: c.name,
      url: `mailto:${c.email}`,
      source: 'Tessera Contacts',
      date: `${c.time}T12:00:00.000Z`,
      description: c.email,
      contact: { email: c.email, avatar: c.avatar },
    }),
  );
  return [official, market, ...r.sample(rest, rest.length)];
}

export const searchResults = collection('search-page.results', z.array(searchResultSchema), seedResults);
