import { expect, type Page } from '@playwright/test';

/**
 * POSTs `data` to `url` as the page's signed-in user (its cookies), expects 201 (the answer's text in the
 * failure) and returns the created record's id: how a browser test sets up its own group, members and loans.
 */
export const postCreated = async (page: Page, url: string, data: object): Promise<number> => {
  const response = await page.request.post(url, { data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return (await response.json()).id as number;
};
