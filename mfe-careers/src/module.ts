import type { RemoteModule, RemotePage } from '@azi/shared/contract/remote';
import { JOB_IDS } from '@azi/shared/routing/sitePages';
import { EmployeePage } from './pages/employee/EmployeePage';
import { JobDetailPage } from './pages/jobDetail/JobDetailPage';
import { JobListPage } from './pages/jobList/JobListPage';
import { NAMESPACE, loadText } from './locales/text';

// Each page reads its layout from the URL and lays itself out for it, so one component serves both twins.
const employee: RemotePage = { Desktop: EmployeePage, Mobile: EmployeePage };
const jobList: RemotePage = { Desktop: JobListPage, Mobile: JobListPage };
const jobDetail: RemotePage = { Desktop: JobDetailPage, Mobile: JobDetailPage };

const remote: RemoteModule = {
  name: 'mfe_careers',
  namespace: NAMESPACE,
  loadText,
  pages: {
    employee,
    job_list: jobList,
    ...Object.fromEntries(JOB_IDS.map((id) => [`job_detail${id}`, jobDetail])),
  },
};

export default remote;
