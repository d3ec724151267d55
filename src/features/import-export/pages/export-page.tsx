import { UsersExportCard } from '../components/users-export-card';

export default function ExportPage() {
  return <UsersExportCard />;
}
