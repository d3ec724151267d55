import { formatDate, formatTime } from '@/lib/format';

/** A post's time: "Nov 15, 2026, 6:30 AM" / "15 de nov. de 2026, 06:30". */
export const postTime = (value: string, lng: string) => `${formatDate(value, lng, 'medium')}, ${formatTime(value, lng)}`;

/** A feed entry's time, without the year: "Nov 15, 6:30 AM" / "15 de nov., 06:30". */
export const feedTime = (value: string, lng: string) => `${formatDate(value, lng, 'monthDay')}, ${formatTime(value, lng)}`;
