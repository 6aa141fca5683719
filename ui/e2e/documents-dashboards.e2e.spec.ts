import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn } from './support/demo';
import { toast } from './support/select';

const numberOf = (text: string | null): number => Number((text ?? '').replace(/[^\d.]/g, ''));

/** Uploads a one-page PDF named `fileName` with `title` from /documents, and waits for the toast. */
const uploadDocument = async (page: Page, title: string, fileName: string) => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'pm-e2e-doc-'));
  const file = path.join(folder, fileName);
  await writeFile(file, '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
  await page.getByRole('button', { name: 'Upload Document' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Document' });
  await upload.getByLabel('File').setInputFiles(file);
  await upload.getByLabel('Title').fill(title);
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toast(page, 'Document uploaded successfully')).toBeVisible();
};

/**
 * A facilitator uploads a PDF, their ProjectAdmin approves it, and the facilitator sees it Approved and
 * downloads it.
 */
test('a document goes from the facilitator through review by the ProjectAdmin and back', async ({
  page,
  browser,
}) => {
  const title = `Quarterly report ${Date.now() % 100000}`;
  await signIn(page, 'facilitator', '/documents');
  await uploadDocument(page, title, 'quarterly report.pdf');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Pending');
  await expect(row.getByRole('button', { name: `Review ${title}` })).toHaveCount(0);

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'project');
  await admin.goto('/documents');
  await admin
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: `Review ${title}` })
    .click();
  const review = admin.getByRole('dialog', { name: `Review Document: ${title}` });
  await review.getByRole('radio', { name: 'Approve' }).check();
  await review.getByLabel('Review notes').fill('Figures checked against the books');
  await review.getByRole('button', { name: 'Submit Review' }).click();
  await expect(toast(admin, 'Document approved successfully')).toBeVisible();

  await page.reload();
  await expect(row).toContainText('Approved');
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download ${title}` }).click();
  expect((await download).suggestedFilename()).toBe('quarterly report.pdf');
});

/**
 * At 1440 px a facilitator deletes their pending document with the mouse: the trash button's tooltip no
 * longer lies over the confirmation's Delete button (a click there once did nothing).
 */
test('a facilitator deletes a pending document with the mouse, the tooltip out of the way', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const title = `Draft minutes ${Date.now() % 100000}`;
  await signIn(page, 'facilitator', '/documents');
  await uploadDocument(page, title, 'draft minutes.pdf');
  const trash = page.getByRole('button', { name: `Delete ${title}` });
  await trash.hover();
  await expect(page.getByRole('tooltip', { name: 'Delete' })).toBeVisible();
  await trash.click();
  // the mouse stays where it was, over the button: the tooltip must not come back over the confirmation
  const confirm = page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete', exact: true });
  await expect(confirm).toBeVisible();
  await expect(page.locator('.ant-tooltip').filter({ hasText: /^Delete$/ })).toBeHidden();
  const box = await confirm.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(1440);
  await confirm.click();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
});

/** The figure of a stat card, as a number. */
const figure = async (page: Page, testId: string) =>
  numberOf(await page.getByTestId(`${testId}-value`).textContent());

/**
 * The RegionalAdmin's and the NationalDirector's dashboards add up: the region's participants and
 * contributions are the sums of its project dashboards, and the nation's are the sums of its regions.
 */
test('the regional and national dashboards match the dashboards below them', async ({ page, browser }) => {
  await signIn(page, 'regional', '/regional-dashboard');
  await expect(page.getByTestId('regional-total-participants-value')).toBeVisible();
  const regionParticipants = await figure(page, 'regional-total-participants');
  const regionPaid = await figure(page, 'regional-total-contributions');
  expect(regionParticipants).toBeGreaterThan(0);
  for (const cluster of ['Kakamega Cluster', 'Bungoma Cluster'])
    await page.getByRole('button', { name: `Show projects of ${cluster}` }).click();
  const links = page.locator('[data-testid^="project-link-"]');
  await expect(links).toHaveCount(3);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  let participants = 0;
  let paid = 0;
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.getByTestId('stat-total-participants-value')).not.toHaveText('');
    participants += await figure(page, 'stat-total-participants');
    paid += await figure(page, 'stat-monthly-contributions');
  }
  expect(participants).toBe(regionParticipants);
  expect(paid).toBeCloseTo(regionPaid, 2);
  // each cluster card leads to that cluster's dashboard
  await page.goto('/regional-dashboard');
  await page.getByRole('link', { name: 'Open the dashboard of Kakamega Cluster' }).click();
  await expect(page.getByRole('heading', { name: 'Kakamega Cluster Dashboard' })).toBeVisible();
  await expect(page.getByTestId('regional-total-projects-value')).toHaveText('2');
  await page.getByRole('button', { name: 'Back to Western' }).click();
  await expect(page.getByRole('heading', { name: 'Western Regional Dashboard' })).toBeVisible();

  const director = await (await browser.newContext()).newPage();
  await signIn(director, 'director');
  await director.goto('/national-dashboard');
  await expect(director.getByTestId('national-total-participants-value')).toBeVisible();
  const nationalParticipants = await figure(director, 'national-total-participants');
  const regionCards = director.locator('[data-testid^="region-card-"]:not([data-testid$="-score"])');
  await expect(regionCards).toHaveCount(2);
  const regionLinks = await regionCards.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  let sum = 0;
  for (const href of regionLinks) {
    await director.goto(href);
    await expect(director.getByTestId('regional-total-participants-value')).toBeVisible();
    sum += await figure(director, 'regional-total-participants');
  }
  expect(sum).toBe(nationalParticipants);
  expect(nationalParticipants).toBeGreaterThanOrEqual(regionParticipants);

  // the national dashboard exports what it shows, as a workbook whose figures are numbers
  await director.goto('/national-dashboard');
  await expect(director.getByTestId('national-total-participants-value')).toBeVisible();
  const download = director.waitForEvent('download');
  await director.getByRole('button', { name: 'Export' }).first().click();
  await director.getByRole('menuitem', { name: 'Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await file.path())) as never);
  expect(workbook.worksheets.map((sheet) => sheet.name).slice(0, 2)).toEqual(['Summary', 'Regions']);
  const summary = workbook.getWorksheet('Summary');
  const rowOf = (label: string) =>
    summary?.getRows(1, summary.rowCount)?.find((row) => row.getCell(1).value === label);
  expect(rowOf('Total participants')?.getCell(2).value).toBe(nationalParticipants);
});
