import { PageHeader } from '@hangar/ui';

/** §2.1: the dashboard holds only its title. */
export function DashboardPage() {
  return (
    <div className="p-6">
      <PageHeader title="Dashboard" />
    </div>
  );
}
