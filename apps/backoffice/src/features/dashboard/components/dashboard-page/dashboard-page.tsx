import { PageHeader } from '@hangar/ui';
import { usePageTitle } from '../../../../lib/page-title';

/** §2.1: the dashboard holds only its title. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  return (
    <div className="p-6">
      <PageHeader title="Dashboard" />
    </div>
  );
}
