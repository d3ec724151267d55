import { z } from 'zod';
import { collection } from '@/mocks/db';
import { createRandom } from '@/mocks/random';
import { ORDER_STATUSES, productSchema, type Category, type Product } from '../api/data-list.contract';

/** [name, bundled image number]: 1 laptop, 2 monitor, 3 keyboard, 4 watch · 5 dumbbells, 6 mat, 7 kettlebell, 8 tracker · 9 headphones, 10 speaker, 11 earbuds, 12 microphone */
const NAMES: Record<Exclude<Category, 'appliance'>, [string, number][]> = {
  computers: [
    ['Apple Watch Series 4 GPS', 4],
    ['Acer Aspire 5 Slim Laptop', 1],
    ['Dell XPS 13 Developer', 1],
    ['Logitech MX Keys Keyboard', 3],
    ['Samsung 27" Curved Monitor', 2],
    ['LG UltraFine 4K Display', 2],
    ['Keychron K2 Keyboard', 3],
    ['Lenovo ThinkPad X1 Carbon', 1],
  ],
  fitness: [
    ['Fitbit Charge 5 Tracker', 8],
    ['Bowflex Adjustable Dumbbells', 5],
    ['Yoga Mat Pro 6mm', 6],
    ['Garmin Forerunner 55', 8],
    ['Cast Iron Dumbbell Pair', 5],
    ['Travel Yoga Mat', 6],
    ['Kettlebell 16 kg', 7],
    ['Competition Kettlebell 24 kg', 7],
  ],
  audio: [
    ['Beats Solo3 Wireless', 9],
    ['Sony WH-1000XM5 Headphones', 9],
    ['Bose SoundLink Flex', 10],
    ['JBL Charge 5 Speaker', 10],
    ['Sennheiser HD 560S', 9],
    ['Apple AirPods Pro', 11],
    ['Jabra Elite 7 Earbuds', 11],
    ['Audio-Technica AT2020', 12],
  ],
};

/** 100 products (SPEC §9), popularity 50–100; ids ascending, the API lists newest (highest id) first. */
function seedProducts(): Product[] {
  const r = createRandom(100_2024);
  return Array.from({ length: 100 }, (_, i) => {
    const category = r.pick(['computers', 'fitness', 'audio'] as const);
    const [name, image] = r.pick(NAMES[category]);
    return {
      id: i + 1,
      name,
      category,
      img: `/images/data-list/product-${image}.svg`,
      order_status: r.pick(ORDER_STATUSES),
      popularity: r.int(50, 100),
      price: r.float(9, 999, 2),
    };
  });
}

export const productsDb = collection('data-list-products', z.array(productSchema), seedProducts);
