import { UsersExportCard } from '../components/users-export-card';

export default function ExportSelectedPage() {
  return <UsersExportCard selectable />;
}
