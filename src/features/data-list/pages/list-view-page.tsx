import { DataListView } from '../components/data-list-view';

export default function ListViewPage() {
  return <DataListView />;
}
