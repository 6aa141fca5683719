import { expect, type Page, test } from '@playwright/test';

/**
 * The headers a page of the product sends with a write: its Origin. A browser adds it to every POST, PUT
 * and DELETE of the page; Playwright's `page.request` does not, and the command service refuses a write
 * that names no page. Every write a test sends through `page.request` carries these.
 */
export const fromOwnPage = (): { origin: string } => ({
  origin: new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin,
});

/**
 * POSTs `data` to `url` as the page's signed-in user (its cookies), expects 201 (the answer's text in the
 * failure) and returns the created record's id: how a browser test sets up its own group, members and loans.
 */
export const postCreated = async (page: Page, url: string, data: object): Promise<number> => {
  const response = await page.request.post(url, { data, headers: fromOwnPage() });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return (await response.json()).id as number;
};
