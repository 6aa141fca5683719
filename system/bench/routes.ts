import { Client } from './harness';
import type { ReadRoute } from './parts';

/** Lists are read a page of 50 at a time, as the screens show them. */
const PAGE = 'limit=50';

/**
 * The read routes of the performance targets on the generated programme: dashboard stats for the whole
 * programme and for one generated project (50 ms), every paged list (30 ms), the facilitator, regional
 * and national analytics, the KPIs and the other statistics cards (50 ms). The programme-wide reads are a SuperAdmin's or the
 * NationalDirector's; one project, and one group of it, are the generator's first.
 */
export const readRoutes = async (): Promise<ReadRoute[]> => {
  const admin = await Client.signIn('admin');
  const projects = (await admin.get('/api/projects?limit=1000')).body as { id: number; code: string }[];
  const project = projects.find((p) => /^G\d+P/.test(p.code));
  if (!project) throw new Error('No generated project found');
  const groups = (await admin.get(`/api/saving-groups?projectId=${project.id}&limit=1`)).body as {
    id: number;
  }[];
  const group = groups[0]?.id;
  if (!group) throw new Error('No generated group found');
  const p = project.id;
  const list = (figure: string, url: string): ReadRoute => ({
    figure: `List: ${figure}`,
    who: 'admin',
    url: `${url}${url.includes('?') ? '&' : '?'}${PAGE}`,
    targetMs: 30,
  });
  return [
    { figure: 'Dashboard stats, programme', who: 'admin', url: '/api/dashboard/stats', targetMs: 50 },
    {
      figure: 'Dashboard stats, one project',
      who: 'admin',
      url: `/api/dashboard/stats?projectId=${p}`,
      targetMs: 50,
    },
    list('participants, programme', '/api/participants'),
    list('participants, one project', `/api/participants?projectId=${p}`),
    list('contributions, programme', '/api/contributions'),
    list('contributions, one project', `/api/contributions?projectId=${p}`),
    list('saving groups, programme', '/api/saving-groups'),
    list('group savings, programme', '/api/group-savings'),
    list('group savings, one group', `/api/group-savings?groupId=${group}`),
    list('group members, programme', '/api/group-members'),
    list('group loans, programme', '/api/group-loans'),
    list('loan repayments, programme', '/api/loan-repayments'),
    list('meetings, programme', '/api/group-meetings'),
    list('member penalties, programme', '/api/member-penalties'),
    list('activity, programme', '/api/activity'),
    list('managed users', '/api/managed-users'),
    { figure: 'Analytics: national', who: 'director', url: '/api/analytics/national', targetMs: 50 },
    { figure: 'Analytics: regional', who: 'director', url: '/api/analytics/regional', targetMs: 50 },
    {
      figure: 'Analytics: church facilitator',
      who: 'facilitator',
      url: '/api/analytics/church-facilitator',
      targetMs: 50,
    },
    { figure: 'KPIs, programme', who: 'director', url: '/api/analytics/kpis?scope=programme', targetMs: 50 },
    {
      figure: 'KPIs, one project',
      who: 'admin',
      url: `/api/analytics/kpis?scope=project&id=${p}`,
      targetMs: 50,
    },
    { figure: 'Saving groups stats, programme', who: 'admin', url: '/api/saving-groups/stats', targetMs: 50 },
    {
      figure: 'Group overview cards, programme',
      who: 'admin',
      url: '/api/saving-groups/module-stats',
      targetMs: 50,
    },
    { figure: 'Reports stats, programme', who: 'admin', url: '/api/reports/stats', targetMs: 50 },
    { figure: 'SMS stats, programme', who: 'admin', url: '/api/sms/stats', targetMs: 50 },
    {
      figure: 'Contributions summary, programme',
      who: 'admin',
      url: '/api/contributions/summary',
      targetMs: 50,
    },
  ];
};
