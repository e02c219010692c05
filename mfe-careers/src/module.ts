import type { RemoteModule } from '@azi/shared/contract/remote';
import { EmployeePage } from './pages/employee/EmployeePage';
import { JobDetailPage } from './pages/jobDetail/JobDetailPage';
import { JobListPage } from './pages/jobList/JobListPage';
import { NAMESPACE, loadText } from './locales/text';

const remote: RemoteModule = {
  name: 'mfe_careers',
  namespace: NAMESPACE,
  loadText,
  // One component per page: each reads its layout from the URL and lays itself out for it.
  pages: {
    employee: EmployeePage,
    job_list: JobListPage,
    job_detail: JobDetailPage,
  },
};

export default remote;
