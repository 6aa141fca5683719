import { describe, expect, it } from 'vitest';
import { aNational, aRegional } from '../testing/builders';
import { exportFileName, nationalWorkbook, regionalWorkbook } from './export-format';

describe('the regional export', () => {
  const sheets = regionalWorkbook(aRegional());

  it('has a summary, clusters, projects and months', () => {
    expect(sheets.map((s) => s.name)).toEqual(['Summary', 'Clusters', 'Projects', 'Months']);
  });

  it('sums up the region and the period, money as KES numbers', () => {
    const summary = sheets[0]?.rows ?? [];
    expect(summary).toContainEqual(['Region', 'Nairobi']);
    expect(summary).toContainEqual(['Period', 'Jan 2026 – Mar 2026']);
    expect(summary).toContainEqual(['Total clusters', 2]);
    expect(summary).toContainEqual(['Total contributions (KES)', 12345678.99]);
    expect(summary).toContainEqual(['Saving groups', 7]);
  });

  it('lists every cluster and every project under its cluster', () => {
    const clusters = sheets[1]?.rows ?? [];
    expect(clusters[0]?.slice(0, 4)).toEqual(['Cluster ID', 'Cluster', 'Projects', 'Participants']);
    expect(clusters[1]?.slice(0, 4)).toEqual([11, 'Nairobi East', 2, 1000]);
    const projects = sheets[2]?.rows ?? [];
    expect(projects.map((row) => row[1])).toEqual(['Project code', 'KE0101', 'KE0102', 'KE0103']);
    expect(projects[3]?.slice(0, 3)).toEqual(['Nairobi West', 'KE0103', '=Kawangware']);
  });

  it('lists the months in month order', () => {
    expect(sheets[3]?.rows).toEqual([
      ['Month', 'Contributions expected (KES)', 'Contributions paid (KES)', 'Savings (KES)'],
      ['Jan 2026', 1000, 1000, 200],
      ['Feb 2026', 2000, 1500.5, 300],
    ]);
  });
});

describe('the national export', () => {
  const sheets = nationalWorkbook(aNational());

  it('has a summary, regions, projects and months', () => {
    expect(sheets.map((s) => s.name)).toEqual(['Summary', 'Regions', 'Projects', 'Months']);
    expect(sheets[0]?.rows).toContainEqual(['Total regions', 2]);
    expect(sheets[0]?.rows).toContainEqual(['Period', 'Up to Mar 2026']);
  });

  it('gives every region its counts and performance score', () => {
    const regions = sheets[1]?.rows ?? [];
    expect(regions[1]?.slice(0, 7)).toEqual([1, 'Nairobi', 3, 5, 60, 1200, 25]);
  });

  it('names the region of every project', () => {
    expect(sheets[2]?.rows.slice(1).map((row) => row.slice(0, 2))).toEqual([
      ['Nairobi', 'KE0101'],
      ['Coast', 'KE0201'],
      ['Coast', 'KE0202'],
    ]);
  });
});

describe('the export file name', () => {
  it('names the scope and the period in lower case', () => {
    expect(exportFileName('regional-analytics-Mt. Kenya', { from: '2026-01', to: '2026-03' })).toBe(
      'regional-analytics-mt-kenya-2026-01-to-2026-03',
    );
    expect(exportFileName('national-analytics', { from: null, to: '2026-03' })).toBe(
      'national-analytics-start-to-2026-03',
    );
  });
});
