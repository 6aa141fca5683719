import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aNational, aRegional } from '../testing/builders';
import { AnalyticsEmpty, AnalyticsLoading } from './analytics-states';
import { MonthsCharts } from './months-charts';
import { MinistryOverviewCard, RegionalBreakdown } from './national-breakdown';
import { NationalPerformanceCard, NationalStats, StrategicInsightsCard } from './national-view';
import { ClusterOverview, RegionalMinistryCard, RegionalStats } from './regional-view';

const render = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
/** The text at the start of the element with that test id, up to its first closing tag. */
const textOf = (html: string, testId: string) =>
  new RegExp(`data-testid="${testId}"[^>]*>((?:<!-- -->|<[^/][^>]*>|[^<])*)`)
    .exec(html)?.[1]
    ?.replace(/<!-- -->|<[^>]*>/g, '');
const figureOf = (html: string, testId: string) => textOf(html, `${testId}-value`);

describe('the regional dashboard', () => {
  const data = aRegional();

  it('shows the four cards', () => {
    const html = render(<RegionalStats data={data} />);
    expect(figureOf(html, 'regional-total-clusters')).toBe('2');
    expect(figureOf(html, 'regional-total-projects')).toBe('3');
    expect(figureOf(html, 'regional-total-participants')).toBe('1,204');
    expect(figureOf(html, 'regional-total-contributions')).toBe('KES 12,345,678.99');
  });

  it('shows a card per cluster with its name, id and project count', () => {
    const html = render(<ClusterOverview clusters={data.clusters} regionId={1} />);
    expect(html).toContain('data-testid="cluster-card-11"');
    expect(html).toContain('href="/regional-dashboard?regionId=1&amp;clusterId=11"');
    expect(html).toContain('aria-label="Open the dashboard of Nairobi East"');
    expect(html).toContain('Nairobi East');
    expect(textOf(html, 'cluster-card-11-id')).toBe('Cluster ID: 11');
    expect(textOf(html, 'cluster-card-11-projects')).toBe('2 projects');
    expect(textOf(html, 'cluster-card-12-projects')).toBe('1 project');
    expect(html).toContain('Show projects of Nairobi East');
  });

  it('says so when the region has no clusters', () => {
    expect(render(<ClusterOverview clusters={[]} regionId={1} />)).toContain('No clusters in this region');
  });

  it('shows the saving groups total', () => {
    const html = render(<RegionalMinistryCard data={data} />);
    expect(figureOf(html, 'regional-total-saving-groups')).toBe('7');
    expect(html).toContain('Saving Groups Ministry');
  });
});

describe('the national dashboard', () => {
  const data = aNational();

  it('shows the five cards', () => {
    const html = render(<NationalStats data={data} />);
    expect(figureOf(html, 'national-total-regions')).toBe('2');
    expect(figureOf(html, 'national-total-clusters')).toBe('5');
    expect(figureOf(html, 'national-total-projects')).toBe('8');
    expect(figureOf(html, 'national-total-participants')).toBe('1,500');
    expect(figureOf(html, 'national-total-contributions')).toBe('KES 300,000.00');
  });

  it('shows the scaled performance bars with their explanation', () => {
    const html = render(<NationalPerformanceCard data={data} />);
    expect(figureOf(html, 'performance-participants')).toBe('75%');
    expect(figureOf(html, 'performance-groups')).toBe('40%');
    expect(figureOf(html, 'performance-clusters')).toBe('25%');
    expect(html).toContain('aria-label="Participants: 75%"');
    expect(html).toContain('Participants ÷ (1,000 × number of regions), capped at 100%');
  });

  it('shows the strategic insights', () => {
    const html = render(<StrategicInsightsCard data={data} />);
    expect(html).toContain('Average participants per project');
    expect(html).toContain('187.5');
    expect(html).toContain('KES 200.00');
  });

  it('shows the groups per region and per project', () => {
    const html = render(<MinistryOverviewCard data={data} />);
    expect(textOf(html, 'groups-region-2')).toBe('15');
    expect(textOf(html, 'groups-project-201')).toBe('9');
    expect(html).not.toContain('groups-project-202');
  });

  it('links every region card to its regional dashboard, with its score', () => {
    const html = render(<RegionalBreakdown regions={data.regionSummary} period="this-year" />);
    expect(html).toContain('href="/regional-dashboard?regionId=1&amp;period=this-year"');
    expect(textOf(html, 'region-card-1-score')).toBe('60%');
    expect(html).toContain('aria-label="Performance score: 60%"');
    expect(html).toContain('The mean of three shares');
  });
});

describe('the month charts', () => {
  it('carry their figures in a hidden table for screen readers, the chart hidden from them', () => {
    const html = render(<MonthsCharts months={aRegional().months} />);
    expect(html).toContain('data-testid="collections-chart-table"');
    expect(html).toContain('<caption>Contributions by month, Jan 2026 to Feb 2026');
    expect(html).toContain('<th scope="row">Jan 2026</th><td>KES 1,000.00</td><td>KES 1,000.00</td>');
    expect(html).toContain('data-testid="savings-chart-table"');
    expect(html).toContain('aria-hidden="true"');
  });

  it('say when nothing was recorded', () => {
    const html = render(<MonthsCharts months={[{ month: '2026-01', expected: 0, paid: 0, savings: 0 }]} />);
    expect(html).toContain('Nothing recorded in this period');
    expect(html).not.toContain('<table');
  });
});

describe('the states', () => {
  it('show the spec empty text, with the error when the request failed', () => {
    const html = render(<AnalyticsEmpty error={new Error('403: Forbidden')} />);
    expect(html).toContain('No analytics data available');
    expect(html).toContain('403: Forbidden');
    expect(html).toContain('data-testid="analytics-empty"');
  });

  it('announce the loading', () => {
    expect(render(<AnalyticsLoading />)).toContain('aria-label="Loading analytics"');
  });
});
