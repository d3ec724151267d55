import type { TFunction } from 'i18next';
import {
  BUBBLE_SERIES_KEYS, CHANNEL_KEYS, COUNTRY_KEYS, DEVICE_KEYS, GOAL_KEYS, HEAT_HOURS, SCATTER_SERIES_KEYS, SKILL_KEYS,
  hourLabel, monthLabels, weekdayLabels,
} from './chart-data';

/** Every translated / localised label the gallery draws, computed once per locale. */
export function chartLabels(t: TFunction<'charts'>, locale: string) {
  return {
    months: monthLabels(locale),
    weekdays: weekdayLabels(locale),
    hours: HEAT_HOURS.map((h) => hourLabel(h, locale)),
    countries: COUNTRY_KEYS.map((k) => t(`countries.${k}`)),
    channels: CHANNEL_KEYS.map((k) => t(`channels.${k}`)),
    devices: DEVICE_KEYS.map((k) => t(`devices.${k}`)),
    goals: GOAL_KEYS.map((k) => t(`goals.${k}`)),
    skills: SKILL_KEYS.map((k) => t(`skills.${k}`)),
    bubbles: BUBBLE_SERIES_KEYS.map((k) => t(`series.${k}`)),
    teams: SCATTER_SERIES_KEYS.map((k) => t(`series.${k}`)),
    s: {
      revenue: t('series.revenue'),
      visits: t('series.visits'),
      sessions: t('series.sessions'),
      products: t('series.products'),
      services: t('series.services'),
      profit: t('series.profit'),
      thisYear: t('series.thisYear'),
      lastYear: t('series.lastYear'),
      price: t('series.price'),
      open: t('series.open'),
      high: t('series.high'),
      low: t('series.low'),
      close: t('series.close'),
      orders: t('series.orders'),
      share: t('series.share'),
      completion: t('series.completion'),
      total: t('series.total'),
    },
    col: {
      month: t('columns.month'),
      day: t('columns.day'),
      date: t('columns.date'),
      country: t('columns.country'),
      channel: t('columns.channel'),
      device: t('columns.device'),
      goal: t('columns.goal'),
      axis: t('columns.axis'),
      series: t('columns.series'),
      hoursWorked: t('columns.hoursWorked'),
      tasksDone: t('columns.tasksDone'),
      priceX: t('columns.priceX'),
      ratingY: t('columns.ratingY'),
      volumeZ: t('columns.volumeZ'),
    },
  };
}
export type ChartLabels = ReturnType<typeof chartLabels>;
