import { createRandom, type Random } from '@/mocks/random';
import { DEFAULT_CATALOGUE_SIZE, FEATURED_ITEM_ID, type Product } from '../api/shop.contract';

/** One kind of product: its bundled illustration, category path, brands and naming parts. */
interface Kind {
  image: string;
  type: string;
  path: readonly [string, string, string];
  lvl3: readonly string[];
  brands: readonly string[];
  series: readonly string[];
  nouns: readonly string[];
  price: readonly [number, number];
  features: readonly string[];
}

const KINDS: readonly Kind[] = [
  {
    image: 'laptop',
    type: 'Laptop',
    path: ['Electronics', 'Computers & Tablets', 'Laptops'],
    lvl3: ['Ultrabooks', 'Gaming Laptops', '2-in-1 Laptops'],
    brands: ['Aurora', 'Vertex', 'Nimbus', 'Quanta'],
    series: ['Vision', 'Air', 'Forge', 'Studio', 'Edge'],
    nouns: ['Laptop', 'Notebook', 'Ultrabook'],
    price: [449, 2899],
    features: [
      'Crisp 15.6-inch display with thin bezels',
      'All-day battery with fast charging',
      'Backlit keyboard and precision touchpad',
      'Lightweight aluminium chassis',
    ],
  },
  {
    image: 'phone',
    type: 'Smartphone',
    path: ['Electronics', 'Cell Phones', 'Smartphones'],
    lvl3: ['Unlocked Phones', '5G Phones', 'Foldable Phones'],
    brands: ['Aurora', 'Kairo', 'Nimbus', 'Zenith'],
    series: ['One', 'Nova', 'Pulse', 'Flip', 'Prime'],
    nouns: ['Smartphone', 'Phone'],
    price: [149, 1399],
    features: ['Triple camera with night mode', '6.4-inch OLED display at 120 Hz', 'Water and dust resistant', 'Fast wireless charging'],
  },
  {
    image: 'tablet',
    type: 'Tablet',
    path: ['Electronics', 'Computers & Tablets', 'Tablets'],
    lvl3: ['Android Tablets', 'Drawing Tablets', 'Kids Tablets'],
    brands: ['Aurora', 'Kairo', 'Lumen'],
    series: ['Tab', 'Slate', 'Canvas', 'Pad'],
    nouns: ['Tablet'],
    price: [99, 1099],
    features: [
      'Vivid 11-inch display',
      'Stylus support with low latency',
      'Quad speakers tuned for films',
      'Up to 12 hours of video playback',
    ],
  },
  {
    image: 'monitor',
    type: 'Monitor',
    path: ['Electronics', 'Computers & Tablets', 'Monitors'],
    lvl3: ['4K Monitors', 'Gaming Monitors', 'Portable Monitors'],
    brands: ['Vertex', 'Quanta', 'Lumen'],
    series: ['View', 'Panorama', 'Pixel', 'Arc'],
    nouns: ['Monitor', 'Display'],
    price: [119, 1299],
    features: [
      '27-inch IPS panel with wide colour gamut',
      'Adjustable stand with tilt and swivel',
      'USB-C with power delivery',
      'Flicker-free backlight',
    ],
  },
  {
    image: 'keyboard',
    type: 'Keyboard',
    path: ['Electronics', 'Computer Accessories', 'Keyboards'],
    lvl3: ['Mechanical Keyboards', 'Wireless Keyboards'],
    brands: ['Tempo', 'Vertex', 'Orbit'],
    series: ['Type', 'Strike', 'Glide', 'Key'],
    nouns: ['Keyboard', 'Mechanical Keyboard'],
    price: [19, 229],
    features: ['Hot-swappable switches', 'Per-key RGB lighting', 'Multi-device Bluetooth pairing', 'Aluminium top plate'],
  },
  {
    image: 'mouse',
    type: 'Mouse',
    path: ['Electronics', 'Computer Accessories', 'Mice'],
    lvl3: ['Wireless Mice', 'Gaming Mice'],
    brands: ['Tempo', 'Orbit', 'Vertex'],
    series: ['Swift', 'Glide', 'Aim', 'Flow'],
    nouns: ['Mouse', 'Wireless Mouse'],
    price: [7, 149],
    features: ['High-precision 16K sensor', 'Silent click buttons', 'Ergonomic sculpted shape', 'Rechargeable via USB-C'],
  },
  {
    image: 'headphones',
    type: 'Headphones',
    path: ['Electronics', 'Audio', 'Headphones'],
    lvl3: ['Over-Ear Headphones', 'Noise-Cancelling Headphones'],
    brands: ['Halcyon', 'Pulse', 'Sonora', 'Zenith'],
    series: ['Studio', 'Quiet', 'Bass', 'Aria'],
    nouns: ['Headphones', 'Wireless Headphones'],
    price: [29, 549],
    features: ['Active noise cancellation', '40-hour battery life', 'Memory-foam ear cushions', 'Hi-res audio with custom drivers'],
  },
  {
    image: 'earbuds',
    type: 'Earbuds',
    path: ['Electronics', 'Audio', 'Headphones'],
    lvl3: ['True Wireless Earbuds', 'Sport Earbuds'],
    brands: ['Halcyon', 'Pulse', 'Sonora'],
    series: ['Buds', 'Fit', 'Air', 'Pods'],
    nouns: ['Earbuds', 'Wireless Earbuds'],
    price: [19, 299],
    features: ['Sweat- and splash-proof', 'Compact charging case', 'Transparency mode', 'Touch controls'],
  },
  {
    image: 'speaker',
    type: 'Speaker',
    path: ['Electronics', 'Audio', 'Speakers'],
    lvl3: ['Bluetooth Speakers', 'Smart Speakers', 'Soundbars'],
    brands: ['Sonora', 'Pulse', 'Halcyon', 'Brio'],
    series: ['Boom', 'Echo', 'Wave', 'Room'],
    nouns: ['Speaker', 'Bluetooth Speaker'],
    price: [24, 799],
    features: ['360-degree room-filling sound', 'Waterproof and dustproof', 'Pair two for stereo', 'Voice assistant built in'],
  },
  {
    image: 'watch',
    type: 'Smartwatch',
    path: ['Electronics', 'Wearable Technology', 'Smartwatches'],
    lvl3: ['Fitness Trackers', 'GPS Watches'],
    brands: ['Zenith', 'Kairo', 'Strata'],
    series: ['Fit', 'Active', 'Trail', 'Classic'],
    nouns: ['Smartwatch', 'Watch'],
    price: [39, 899],
    features: ['Heart-rate and sleep tracking', 'Built-in GPS', 'Always-on display', 'Swim-proof to 50 m'],
  },
  {
    image: 'camera',
    type: 'Camera',
    path: ['Electronics', 'Cameras & Camcorders', 'Digital Cameras'],
    lvl3: ['Mirrorless Cameras', 'Compact Cameras', 'Instant Cameras'],
    brands: ['Optix', 'Lumen', 'Strata'],
    series: ['Alpha', 'Snap', 'Frame', 'Focus'],
    nouns: ['Camera', 'Mirrorless Camera'],
    price: [59, 3499],
    features: ['24-megapixel full-frame sensor', '4K video at 60 fps', 'In-body image stabilisation', 'Weather-sealed body'],
  },
  {
    image: 'drone',
    type: 'Drone',
    path: ['Electronics', 'Cameras & Camcorders', 'Drones'],
    lvl3: ['Camera Drones', 'Mini Drones'],
    brands: ['Optix', 'Orbit', 'Skyline'],
    series: ['Hover', 'Glide', 'Falcon', 'Lift'],
    nouns: ['Drone', 'Camera Drone'],
    price: [79, 2199],
    features: ['3-axis gimbal camera', '30-minute flight time', 'Obstacle sensing in all directions', 'Folds to pocket size'],
  },
  {
    image: 'tv',
    type: 'TV',
    path: ['Electronics', 'TV & Home Theater', 'TVs'],
    lvl3: ['OLED TVs', '4K Ultra HD TVs'],
    brands: ['Vertex', 'Lumen', 'Kairo'],
    series: ['Cinema', 'Vivid', 'Home', 'Gallery'],
    nouns: ['Smart TV', 'TV'],
    price: [249, 3999],
    features: ['Dolby Vision and HDR10+', '120 Hz motion for sports and games', 'Slim wall-mount design', 'Streaming apps built in'],
  },
  {
    image: 'gamepad',
    type: 'Controller',
    path: ['Video Games', 'Accessories', 'Controllers'],
    lvl3: ['Wireless Controllers', 'Pro Controllers'],
    brands: ['Orbit', 'Tempo', 'Vertex'],
    series: ['Play', 'Arena', 'Pro', 'Rush'],
    nouns: ['Controller', 'Gamepad'],
    price: [19, 199],
    features: ['Hall-effect sticks with no drift', 'Remappable back buttons', 'Low-latency wireless', 'Rumble motors'],
  },
  {
    image: 'coffee',
    type: 'Coffee Maker',
    path: ['Appliances', 'Small Kitchen Appliances', 'Coffee Makers'],
    lvl3: ['Espresso Machines', 'Drip Coffee Makers'],
    brands: ['Brio', 'Casa', 'Nordic'],
    series: ['Barista', 'Morning', 'Crema', 'Brew'],
    nouns: ['Coffee Maker', 'Espresso Machine'],
    price: [29, 1299],
    features: ['15-bar pressure pump', 'Milk frother for lattes', 'Programmable timer', 'Removable water tank'],
  },
  {
    image: 'blender',
    type: 'Blender',
    path: ['Appliances', 'Small Kitchen Appliances', 'Blenders'],
    lvl3: ['Personal Blenders', 'Countertop Blenders'],
    brands: ['Brio', 'Casa', 'Nordic'],
    series: ['Vortex', 'Fresh', 'Power', 'Smooth'],
    nouns: ['Blender'],
    price: [19, 549],
    features: ['1200 W motor', 'BPA-free jug', 'Self-cleaning program', 'Six speed settings'],
  },
  {
    image: 'lamp',
    type: 'Lamp',
    path: ['Home & Kitchen', 'Lighting', 'Lamps'],
    lvl3: ['Desk Lamps', 'Floor Lamps', 'Smart Lamps'],
    brands: ['Lumen', 'Nordic', 'Casa'],
    series: ['Halo', 'Glow', 'Beam', 'Luna'],
    nouns: ['Lamp', 'LED Lamp'],
    price: [12, 349],
    features: ['Dimmable warm-to-cool light', 'Adjustable arm and head', 'Energy-saving LED', 'App and voice control'],
  },
  {
    image: 'plant',
    type: 'Planter',
    path: ['Home & Kitchen', 'Decor', 'Planters'],
    lvl3: ['Indoor Planters', 'Self-Watering Pots'],
    brands: ['Casa', 'Nordic', 'Verde'],
    series: ['Terra', 'Bloom', 'Leaf', 'Moss'],
    nouns: ['Planter', 'Plant Pot'],
    price: [5, 129],
    features: ['Glazed ceramic finish', 'Drainage tray included', 'Self-watering reservoir', 'Suits most indoor plants'],
  },
  {
    image: 'sneaker',
    type: 'Sneakers',
    path: ['Fashion', 'Shoes', 'Sneakers'],
    lvl3: ['Running Shoes', 'Casual Sneakers'],
    brands: ['Stride', 'Apex', 'Fable'],
    series: ['Runner', 'Street', 'Cloud', 'Sprint'],
    nouns: ['Sneakers', 'Running Shoes'],
    price: [29, 289],
    features: ['Responsive foam midsole', 'Breathable knit upper', 'Grippy rubber outsole', 'Recycled materials'],
  },
  {
    image: 'backpack',
    type: 'Backpack',
    path: ['Fashion', 'Bags', 'Backpacks'],
    lvl3: ['Laptop Backpacks', 'Travel Backpacks'],
    brands: ['Fable', 'Apex', 'Nomad'],
    series: ['Commuter', 'Trek', 'Urban', 'Voyager'],
    nouns: ['Backpack', 'Daypack'],
    price: [19, 259],
    features: ['Padded 16-inch laptop sleeve', 'Water-repellent fabric', 'Hidden anti-theft pocket', 'Luggage pass-through strap'],
  },
  {
    image: 'sunglasses',
    type: 'Sunglasses',
    path: ['Fashion', 'Accessories', 'Sunglasses'],
    lvl3: ['Polarized Sunglasses', 'Aviator Sunglasses'],
    brands: ['Fable', 'Solace', 'Apex'],
    series: ['Coast', 'Horizon', 'Drift', 'Riviera'],
    nouns: ['Sunglasses'],
    price: [9, 329],
    features: ['Polarized UV400 lenses', 'Lightweight acetate frame', 'Spring hinges', 'Hard case included'],
  },
  {
    image: 'dumbbell',
    type: 'Dumbbells',
    path: ['Sports & Fitness', 'Exercise Equipment', 'Weights'],
    lvl3: ['Adjustable Dumbbells', 'Kettlebells'],
    brands: ['Apex', 'Strata', 'Forge'],
    series: ['Core', 'Power', 'Iron', 'Flex'],
    nouns: ['Dumbbell Set', 'Kettlebell'],
    price: [15, 499],
    features: ['Quick-change weight dial', 'Knurled non-slip grip', 'Compact storage tray', 'Rubber coating protects floors'],
  },
  {
    image: 'bottle',
    type: 'Water Bottle',
    path: ['Sports & Fitness', 'Outdoor Gear', 'Water Bottles'],
    lvl3: ['Insulated Bottles', 'Filter Bottles'],
    brands: ['Nomad', 'Verde', 'Strata'],
    series: ['Hydro', 'Trail', 'Flow', 'Peak'],
    nouns: ['Water Bottle', 'Insulated Bottle'],
    price: [6, 59],
    features: ['Keeps drinks cold for 24 hours', 'Leak-proof lid', 'Dishwasher safe', 'BPA-free'],
  },
  {
    image: 'bicycle',
    type: 'Bike',
    path: ['Sports & Fitness', 'Cycling', 'Bikes'],
    lvl3: ['Road Bikes', 'E-Bikes', 'City Bikes'],
    brands: ['Nomad', 'Apex', 'Stride'],
    series: ['Velo', 'Metro', 'Ridge', 'Spark'],
    nouns: ['Bike', 'E-Bike'],
    price: [299, 3999],
    features: ['Lightweight alloy frame', 'Hydraulic disc brakes', '11-speed drivetrain', 'Puncture-resistant tyres'],
  },
];

const SUFFIXES = ['', '', ' Pro', ' Plus', ' Max', ' Lite', ' 2', ' 3', ' SE', ' Mini', ' X', ' Ultra'];
const FINISHES = ['', '', '', ' – Midnight Black', ' – Silver', ' – Ocean Blue', ' – Rose Gold', ' – Forest Green', ' – Arctic White'];
const CLOSERS = [
  'Backed by a one-year warranty and free returns.',
  'Designed to look good and last for years.',
  'A customer favourite in its class.',
  'Thoughtfully packaged with recycled materials.',
  'Set up in minutes, enjoy it for years.',
];

function priceRange(price: number): string {
  if (price < 50) return '1 - 50';
  if (price < 100) return '50 - 100';
  if (price < 200) return '100 - 200';
  if (price < 500) return '200 - 500';
  if (price < 2000) return '500 - 2000';
  return '> 2000';
}

function makeProduct(rnd: Random, index: number, kind: Kind): Product {
  const objectID = String(Number(FEATURED_ITEM_ID) + index * 37);
  const brand = rnd.pick(kind.brands);
  const name = `${brand} ${rnd.pick(kind.series)} ${rnd.pick(kind.nouns)}${rnd.pick(SUFFIXES)}${rnd.pick(FINISHES)}`;
  const [lo, hi] = kind.price;
  // Skewed towards the cheaper end of the range, like real catalogues; prices end in .99.
  const raw = lo + (hi - lo) * rnd.next() ** 2;
  const price = Math.max(0.99, Math.round(raw) - 0.01);
  const [l0, l1, l2] = kind.path;
  const leaf = rnd.pick(kind.lvl3);
  const picked = rnd.sample(kind.features, 2);
  return {
    objectID,
    name,
    description: `${picked.join('. ')}. ${rnd.pick(CLOSERS)}`,
    brand,
    categories: [l0, l1, l2, leaf],
    hierarchicalCategories: { lvl0: l0, lvl1: `${l0} > ${l1}`, lvl2: `${l0} > ${l1} > ${l2}`, lvl3: `${l0} > ${l1} > ${l2} > ${leaf}` },
    type: kind.type,
    price: Number(price.toFixed(2)),
    price_range: priceRange(price),
    image: `/images/products/${kind.image}.svg`,
    url: `/apps/eCommerce/item/${objectID}`,
    free_shipping: rnd.bool(0.6),
    rating: rnd.int(1, 5),
    popularity: rnd.int(50, 100),
  };
}

/**
 * The demo catalogue: `count` items, identical on every start (seeded). Item 0 is always
 * objectID 5546604 (the item-details redirect target). Exported for benchmarks and tests.
 */
export function generateCatalogue(count: number = DEFAULT_CATALOGUE_SIZE, seed = 5546): Product[] {
  const rnd = createRandom(seed);
  const items: Product[] = [];
  for (let i = 0; i < count; i++) {
    const kind = i === 0 ? (KINDS[0] as Kind) : rnd.pick(KINDS);
    const item = makeProduct(rnd, i, kind);
    if (i === 0)
      Object.assign(item, { name: 'Aurora Vision Pro 15 Laptop', brand: 'Aurora', rating: 5, popularity: 98, free_shipping: true });
    items.push(item);
  }
  return items;
}

const cache = new Map<number, Product[]>();
/** The catalogue is read-only demo data, so it is generated once per size rather than persisted. */
export function catalogue(count: number = DEFAULT_CATALOGUE_SIZE): Product[] {
  let items = cache.get(count);
  if (!items) {
    items = generateCatalogue(count);
    cache.set(count, items);
  }
  return items;
}
