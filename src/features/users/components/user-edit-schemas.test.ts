import { informationSchema } from './user-edit-schemas';

const base = {
  dob: '1990-05-01',
  mobile: '',
  website: '',
  languages_known: [],
  gender: 'female',
  contact_options: [],
  location: { add_line_1: '1 Main St', add_line_2: '', post_code: '', city: '', state: '', country: '' },
} as const;
const withPlace = (city: string) => informationSchema.safeParse({ ...base, location: { ...base.location, city } });

describe('information schema: place names', () => {
  it.each(['मुंबई', 'São Paulo'.normalize('NFD'), 'Kraków', "Val-d'Or", 'St. John’s'])('accepts %s', (city) => {
    expect(withPlace(city).success).toBe(true);
  });

  it.each(['123', 'Paris 2', '-Lyon'])('refuses %s', (city) => {
    expect(withPlace(city).success).toBe(false);
  });
});
