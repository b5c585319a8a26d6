import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';

const baseUrl = inject('baseUrl');

describe('API description', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('serves a valid OpenAPI JSON document listing the health route', async () => {
    const res = await fetch(`${baseUrl}/api/openapi.json`);
    expect(res.headers.get('content-type')).toContain('application/json');
    const doc = JSON.parse(await res.text()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths).toHaveProperty('/health');
  });

  it('renders the docs page offline in the browser', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/api/docs`);
    await page.getByText('Headshot Studio API').first().waitFor();
    await page.getByText('/health').first().waitFor();
    await screenshot(page, 'api-docs');
    await page.close();
  });
});
