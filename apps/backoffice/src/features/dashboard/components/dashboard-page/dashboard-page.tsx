import { MESSAGES } from '@hangar/domain';
import { ErrorAlert, PageHeader } from '@hangar/ui';
import { useLocation } from 'react-router-dom';
import { deniedPathOf } from '../../../../lib/denied-route';
import { usePageTitle } from '../../../../lib/page-title';

/**
 * §2.1: the dashboard holds only its title, and, when the route guard brought the user here
 * from a page their profile does not open, a line saying so.
 */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const denied = deniedPathOf(useLocation().state);
  return (
    <div className="p-6">
      <PageHeader title="Dashboard" />
      {denied && (
        <ErrorAlert
          title={MESSAGES.screen.deniedTitle}
          messages={[MESSAGES.screen.denied.replace('{path}', denied)]}
          className="mt-4 max-w-2xl"
        />
      )}
    </div>
  );
}
