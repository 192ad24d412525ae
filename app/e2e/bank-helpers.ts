import type { Page } from '@playwright/test';

/** Fills the open bank details dialog with Anna Muster's PostFinance account and the given IBAN. */
export async function fillBankDetails(page: Page, iban: string) {
  const dialog = page.getByRole('dialog', { name: 'Bank details' });
  await dialog.getByRole('textbox', { name: 'IBAN' }).fill(iban);
  await dialog.getByRole('textbox', { name: 'Bank name' }).fill('PostFinance');
  await dialog.getByRole('textbox', { name: 'Account holder first name' }).fill('Anna');
  await dialog.getByRole('textbox', { name: 'Account holder last name' }).fill('Muster');
  await dialog.getByRole('textbox', { name: 'Address' }).fill('Bahnhofstrasse 1');
  await dialog.getByRole('textbox', { name: 'PLZ' }).fill('8001');
  await dialog.getByRole('textbox', { name: 'City' }).fill('Zürich');
  return dialog;
}
