import type { RemoteModule, RemotePage } from '@azi/shared/contract/remote';
import { JOB_IDS } from '@azi/shared/routing/sitePages';
import en from './locales/en.json';
import hk from './locales/hk.json';
import zh from './locales/zh.json';
import { EmployeePage } from './pages/employee/EmployeePage';
import { JobDetailPage } from './pages/jobDetail/JobDetailPage';
import { JobListPage } from './pages/jobList/JobListPage';

// Each page reads its layout from the URL and lays itself out for it, so one component serves both twins.
const employee: RemotePage = { Desktop: EmployeePage, Mobile: EmployeePage };
const jobList: RemotePage = { Desktop: JobListPage, Mobile: JobListPage };
const jobDetail: RemotePage = { Desktop: JobDetailPage, Mobile: JobDetailPage };

const remote: RemoteModule = {
  name: 'mfe_careers',
  namespace: 'careers',
  resources: { zh, hk, en },
  pages: {
    employee,
    job_list: jobList,
    ...Object.fromEntries(JOB_IDS.map((id) => [`job_detail${id}`, jobDetail])),
  },
};

export default remote;
