import {
  BarChart3,
  Boxes,
  CreditCard,
  FileSpreadsheet,
  Gauge,
  LayoutGrid,
  List,
  LockKeyhole,
  Map as MapIcon,
  Puzzle,
  ShoppingCart,
  SquareStack,
  TriangleAlert,
  UserRound,
} from 'lucide-react';
import type { GroupIcons } from '../../build-menu';

/** Icon and badge of each menu group (groups have no route of their own). A count badge shows how many entries the
 *  group lists for the role (buildMenu sets it); the number written here is only the default. */
export const GROUP_ICONS: GroupIcons = {
  dashboard: { icon: Gauge, badge: { count: 2, color: 'warning' } },
  ecommerce: { icon: ShoppingCart },
  user: { icon: UserRound },
  dataList: { icon: List, badge: { label: 'badgeNew', color: 'primary' } },
  grid: { icon: LayoutGrid },
  card: { icon: CreditCard },
  components: { icon: Boxes },
  formElements: { icon: SquareStack },
  authentication: { icon: LockKeyhole },
  miscellaneous: { icon: TriangleAlert },
  charts: { icon: BarChart3, badge: { count: 3, color: 'success' } },
  maps: { icon: MapIcon },
  importExport: { icon: FileSpreadsheet },
  sectionExtensions: { icon: Puzzle },
};
