import { DataListView } from '../components/data-list-view';

export default function ThumbViewPage() {
  return <DataListView thumbs />;
}
