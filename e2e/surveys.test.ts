import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { newPage, signInThroughSso } from './support/browser.js';
import { useBrowser } from './support/fixtures.js';

const { browser, baseUrl } = useBrowser();
const WAIT = { timeout: 20_000 };
const TITLE = 'Roadside assistance check';

/** Picks an option of the antd select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

async function addQuestion(page: Page, type: string, question: string, options: string[] = []) {
  await page.getByRole('button', { name: 'Add question' }).click();
  const dialog = page.getByRole('dialog');
  await choose(page, 'Question type', type);
  await dialog.getByLabel('Question', { exact: true }).fill(question);
  for (const [index, option] of options.entries()) await dialog.getByLabel(`Option ${index + 1}`).fill(option);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => page.getByText(question, { exact: true }).count(), WAIT).toBe(1);
}

describe('surveys', () => {
  it('admin creates a survey with questions, the driver is offered it and answers it, admin downloads the answers', async () => {
    const admin = await newPage(browser(), baseUrl);
    await signInThroughSso(admin.page, 'admin', '/survey/admin/survey-create');
    await admin.page.waitForURL('**/survey/admin/survey-create');
    await admin.page.getByLabel('Title', { exact: true }).fill(TITLE);
    await admin.page.getByLabel('Description').fill('Two questions about the last breakdown.');
    await choose(admin.page, 'Realms', 'Customers and drivers');
    await admin.page.keyboard.press('Escape');
    await admin.page.getByRole('button', { name: 'Create survey' }).click();
    await admin.page.waitForURL(/\/survey\/admin\/survey-edit\/\d+$/, WAIT);

    await addQuestion(admin.page, 'Single choice', 'Did help arrive within an hour?', ['Yes', 'No, it took longer']);
    await addQuestion(admin.page, 'Rating (1–5)', 'Rate the roadside service');
    await expect.poll(() => admin.page.getByText('Questions (2 of at most 100)').count(), WAIT).toBe(1);
    await choose(admin.page, 'Status', 'Published');
    await admin.page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => admin.page.locator('.ant-message').innerText(), WAIT).toContain('Success');

    // The driver signs in and is offered the open surveys, the new one among them.
    const driver = await newPage(browser(), baseUrl);
    await signInThroughSso(driver.page, 'driver');
    const notice = driver.page.getByTestId('survey-prompt');
    await expect.poll(() => notice.innerText(), WAIT).toContain('surveys are waiting for you');
    await notice.getByRole('button', { name: 'Answer now' }).click();
    await driver.page.waitForURL('**/survey/user');
    const item = driver.page.locator('.ant-list-item').filter({ hasText: TITLE });
    await item.getByRole('button', { name: 'Answer' }).click();
    await driver.page.waitForURL(/\/survey\/user\?id=\d+$/);
    // Sending without the required answers is stopped by the form.
    await driver.page.getByRole('button', { name: 'Send answers' }).click();
    await expect.poll(() => driver.page.getByText('Please answer this question').count(), WAIT).toBe(2);
    await driver.page.getByLabel('No, it took longer').check();
    await driver.page.locator('.ant-rate-star').nth(3).click();
    await driver.page.getByRole('button', { name: 'Send answers' }).click();
    await expect.poll(() => driver.page.getByText('Thank you, your answers have been sent.').count(), WAIT).toBe(1);
    await driver.page.getByRole('button', { name: 'Back to my surveys' }).click();
    await expect.poll(() => item.innerText(), WAIT).toContain('Answered');
    await driver.context.close();

    // The admin finds it with one answer and downloads the answers.
    await admin.page.goto(`/survey/admin/survey-list?search=${encodeURIComponent(TITLE)}`);
    const row = admin.page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: TITLE });
    await expect.poll(() => row.innerText(), WAIT).toContain('Published');
    const [download] = await Promise.all([
      admin.page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download' }).click(),
    ]);
    const path = await download.path();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Username',
      'Name',
      'Organisation',
      'Submitted at',
      'Did help arrive within an hour?',
      'Rate the roadside service',
    ]);
    expect(sheet?.rowCount).toBe(2);
    const answers = sheet?.getRow(2).values as unknown[];
    expect([answers[1], answers[5], answers[6]]).toEqual(['driver', 'No, it took longer', 4]);
    await admin.context.close();
  }, 240_000);
});
