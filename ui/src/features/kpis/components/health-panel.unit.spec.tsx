import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { kpisQueryOptions } from '../api/get-kpis';
import { aKpiReport, someKpis } from '../testing/builders';
import { GroupsAtRisk } from './groups-at-risk';
import { HealthCharts } from './health-charts';
import { HealthPanel, HealthPanelView } from './health-panel';
import { percentText } from './kpi-format';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
const render = (node: ReactNode, queries = client()) =>
  renderToStaticMarkup(
    <QueryClientProvider client={queries}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
/** The figure of the stat card with that test id. */
const figureOf = (html: string, testId: string) =>
  new RegExp(`data-testid="${testId}-value"[^>]*>([^<]*)<`).exec(html)?.[1];

describe('the group health panel', () => {
  it('shows the seven figures formatted, percentages with one decimal and money in KES', () => {
    const html = render(<HealthPanelView report={aKpiReport()} title="Group health" />);
    expect(figureOf(html, 'kpi-attendance')).toBe('85.0 %');
    expect(figureOf(html, 'kpi-retention')).toBe('95.1 %');
    expect(figureOf(html, 'kpi-savings-per-member')).toBe('KES 1,500.50');
    expect(figureOf(html, 'kpi-loan-fund-utilisation')).toBe('62.5 %');
    expect(figureOf(html, 'kpi-par30')).toBe('7.1 %');
    expect(figureOf(html, 'kpi-annualised-return')).toBe('18.4 %');
    expect(figureOf(html, 'kpi-write-offs')).toBe('KES 2,000.00');
    expect(html).toContain('2.0 % of loans issued');
    expect(html).toContain('Kibera Hope · Jan 2026 – Mar 2026');
  });

  it('shows a dash where nothing divides, and the SAVIX definition of each figure', () => {
    const report = aKpiReport({ current: someKpis({ attendanceRate: null, savingsPerMember: null }) });
    const html = render(<HealthPanelView report={report} title="Group health" />);
    expect(figureOf(html, 'kpi-attendance')).toBe('—');
    expect(figureOf(html, 'kpi-savings-per-member')).toBe('—');
    expect(html).toContain('aria-label="How PAR30 is computed"');
    expect(html).toContain('more than 30 days past their due date ÷ all the principal still out');
  });

  it('says so when the scope has no group activity yet', () => {
    const empty = aKpiReport({
      current: someKpis({ activeMembers: 0, meetings: 0 }),
      months: [],
      groups: { green: 0, amber: 0, red: 0, atRisk: [] },
    });
    const html = render(<HealthPanelView report={empty} title="Group health" />);
    expect(html).toContain('No saving group activity to report on yet');
    expect(html).not.toContain('kpi-attendance');
  });

  it('loads the report of the scope it is given', () => {
    const queries = client();
    queries.setQueryData(
      kpisQueryOptions({ scope: 'region', id: 3 }).queryKey,
      aKpiReport({ scope: 'region', name: 'Western' }),
    );
    const html = render(<HealthPanel scope="region" id={3} title="Group health" />, queries);
    expect(html).toContain('Western · Jan 2026 – Mar 2026');
    expect(figureOf(html, 'kpi-par30')).toBe('7.1 %');
  });

  it('shows a skeleton while loading, and the error when the request fails', () => {
    expect(render(<HealthPanel title="Group health" />)).toContain('aria-label="Loading group health"');
    const queries = client();
    queries
      .getQueryCache()
      .build(queries, { queryKey: kpisQueryOptions({}).queryKey })
      .setState({ status: 'error', error: new Error('403: Forbidden'), fetchStatus: 'idle' });
    const html = render(<HealthPanel title="Group health" />, queries);
    expect(html).toContain('Group health could not be loaded');
    expect(html).toContain('403: Forbidden');
  });
});

describe('the groups at risk', () => {
  const groups = aKpiReport().groups;

  it('count the groups by light, in words as well as colour', () => {
    const html = render(<GroupsAtRisk groups={groups} idPrefix="h" />);
    expect(html).toMatch(/data-testid="h-groups-green"[^>]*>5</);
    expect(html).toMatch(/data-testid="h-groups-amber"[^>]*>1</);
    expect(html).toMatch(/data-testid="h-groups-red"[^>]*>1</);
    expect(html).toMatch(/ant-tag[^>]*>Red<\/span>at risk/);
  });

  it('list each group with its light named in text, its reasons and ratios, linked to its page', () => {
    const html = render(<GroupsAtRisk groups={groups} idPrefix="h" />);
    expect(html).toMatch(/ant-tag[^"]*"[^>]*>Red</);
    expect(html).toMatch(/ant-tag[^"]*"[^>]*>Amber</);
    expect(html).toContain('<li>PAR30 12.5 % above 10 %</li>');
    expect(html).toContain('<li>No meeting for 50 days</li>');
    expect(html).toContain('href="/group-member-management?groupId=7"');
    expect(html).toContain('>12.5 %<');
    expect(html).toContain('>70.0 %<');
  });

  it('show plain names where the reader cannot open the group', () => {
    const html = render(<GroupsAtRisk groups={groups} idPrefix="h" linkGroups={false} />);
    expect(html).not.toContain('href=');
    expect(html).toContain('Tumaini Savers');
  });

  it('say so when no group is amber or red', () => {
    const html = render(<GroupsAtRisk groups={{ green: 3, amber: 0, red: 0, atRisk: [] }} idPrefix="h" />);
    expect(html).toContain('No group is amber or red.');
  });
});

describe('the trend charts', () => {
  it('carry the month figures in a hidden table, oldest month first, the chart hidden from screen readers', () => {
    const html = render(<HealthCharts months={aKpiReport().months} idPrefix="h" />);
    expect(html).toContain('data-testid="h-ratios-chart-table"');
    expect(html).toContain(
      '<caption>Attendance rate, PAR30 and loan fund utilisation by month, Jan 2026 to Feb 2026',
    );
    expect(html).toContain('<th scope="row">Jan 2026</th><td>75.0 %</td><td>—</td><td>50.0 %</td>');
    expect(html).toContain('<th scope="row">Feb 2026</th><td>80.0 %</td><td>5.0 %</td><td>60.0 %</td>');
    expect(html.indexOf('Jan 2026</th>')).toBeLessThan(html.indexOf('Feb 2026</th>'));
    expect(html).toContain('<th scope="row">Jan 2026</th><td>KES 1,300.00</td>');
    expect(html).toContain('aria-hidden="true"');
  });

  it('say when there is nothing to draw', () => {
    const html = render(<HealthCharts months={[]} idPrefix="h" />);
    expect(html).toContain('Nothing recorded in this period');
    expect(html).not.toContain('<table');
  });
});

describe('percentages', () => {
  it('read as one decimal and a spaced percent sign, a dash for null', () => {
    expect(percentText(0.85)).toBe('85.0 %');
    expect(percentText(0)).toBe('0.0 %');
    expect(percentText(null)).toBe('—');
  });
});
