import {
  AlertOctagon,
  Cpu,
  DollarSign,
  Eye,
  Heart,
  Mail,
  MemoryStick,
  MessageSquare,
  MonitorSmartphone,
  Package,
  RotateCcw,
  ServerCrash,
  ShoppingBag,
  Star,
  Users,
  UserCheck,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatTile, type TileTone } from '../components/gallery/stat-tile';
import { StatisticCard, type StatisticCardProps } from '../components/statistic-card';
import { useFormat } from '../components/use-format';

const AREA: Omit<StatisticCardProps, 'className'>[] = [
  { kind: 'subscribers', icon: Users, tone: 'primary' },
  { kind: 'revenue', icon: DollarSign, tone: 'success' },
  { kind: 'sales', icon: Package, tone: 'danger' },
  { kind: 'orders', icon: ShoppingBag, tone: 'warning' },
];
const LINE: Omit<StatisticCardProps, 'className'>[] = [
  { kind: 'site-traffic', icon: MonitorSmartphone, tone: 'primary', chart: 'line' },
  { kind: 'active-users', icon: UserCheck, tone: 'success', chart: 'line' },
  { kind: 'newsletter', icon: Mail, tone: 'warning', chart: 'line' },
  { kind: 'orders', icon: ShoppingBag, tone: 'info', chart: 'line' },
];
const HORIZONTAL: { key: string; icon: typeof Cpu; tone: TileTone; value: number; pct?: boolean }[] = [
  { key: 'cpu', icon: Cpu, tone: 'primary', value: 86, pct: true },
  { key: 'memory', icon: MemoryStick, tone: 'success', value: 1.2, pct: false },
  { key: 'downtime', icon: ServerCrash, tone: 'danger', value: 0.1, pct: true },
  { key: 'issues', icon: AlertOctagon, tone: 'warning', value: 13 },
];
const CENTERED: { key: string; icon: typeof Cpu; tone: TileTone; value: number }[] = [
  { key: 'views', icon: Eye, tone: 'info', value: 36_900 },
  { key: 'comments', icon: MessageSquare, tone: 'warning', value: 12_600 },
  { key: 'orders', icon: ShoppingBag, tone: 'danger', value: 97_800 },
  { key: 'reviews', icon: Star, tone: 'primary', value: 26_800 },
  { key: 'returns', icon: RotateCcw, tone: 'success', value: 689 },
  { key: 'favorited', icon: Heart, tone: 'danger', value: 2_100 },
];

export default function CardStatisticsPage() {
  const { t } = useTranslation('dashboard');
  const f = useFormat();
  const tileValue = (key: string, value: number, pct?: boolean) =>
    pct ? f.pct(value, 1) : key === 'memory' ? t('statTiles.gb', { value: f.num(value) }) : f.k(value);
  return (
    <div className="space-y-8">
      <section aria-labelledby="stat-area" className="space-y-4">
        <h2 id="stat-area" className="text-lg font-semibold">
          {t('statPage.area')}
        </h2>
        <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {AREA.map((p) => (
            <StatisticCard key={p.kind} {...p} group={t('statPage.area')} />
          ))}
        </div>
      </section>
      <section aria-labelledby="stat-line" className="space-y-4">
        <h2 id="stat-line" className="text-lg font-semibold">
          {t('statPage.line')}
        </h2>
        <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {LINE.map((p) => (
            <StatisticCard key={p.kind} {...p} group={t('statPage.line')} />
          ))}
        </div>
      </section>
      <section aria-labelledby="stat-horizontal" className="space-y-4">
        <h2 id="stat-horizontal" className="text-lg font-semibold">
          {t('statPage.horizontal')}
        </h2>
        <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {HORIZONTAL.map(({ key, icon, tone, value, pct }) => (
            <StatTile key={key} icon={icon} tone={tone} value={tileValue(key, value, pct)} label={t(`statTiles.${key}`)} />
          ))}
        </div>
      </section>
      <section aria-labelledby="stat-centered" className="space-y-4">
        <h2 id="stat-centered" className="text-lg font-semibold">
          {t('statPage.centered')}
        </h2>
        <div className="grid grid-cols-2 gap-6 md:grid-cols-3 xl:grid-cols-6">
          {CENTERED.map(({ key, icon, tone, value }) => (
            <StatTile key={key} centered icon={icon} tone={tone} value={f.k(value)} label={t(`statTiles.${key}`)} />
          ))}
        </div>
      </section>
    </div>
  );
}
