// Kiosk helpers shared by the kiosk's browser tests: a landscape tablet, used by touch.
import { expect, type Locator, type Page } from "@playwright/test";

export const keypadIn = (scope: Page | Locator) => scope.getByRole("group", { name: "Number keypad" });

export async function tapDigits(keypad: Locator, digits: string) {
  for (const digit of digits) await keypad.getByRole("button", { name: digit, exact: true }).tap();
}

export async function enterPin(page: Page, pin: string) {
  await tapDigits(keypadIn(page), pin);
  await expect(page.getByLabel("PIN", { exact: true })).toHaveValue(pin);
  await page.getByRole("button", { name: "Continue" }).tap();
}

export async function startOrder(page: Page) {
  await expect(page.getByRole("heading", { name: "Order here" })).toBeVisible();
  await page.getByRole("button", { name: "Tap to start your order" }).tap();
  await expect(page).toHaveURL(/\/store-menu$/);
}

export async function addFlatWhite(page: Page) {
  await page
    .getByRole("navigation", { name: "Menu categories" })
    .getByRole("button", { name: "Beverages" })
    .tap();
  await page
    .getByRole("navigation", { name: "Sub-categories" })
    .getByRole("button", { name: /^Coffee Based$/ })
    .tap();
  await page.getByRole("button", { name: "Add Flat White", exact: true }).tap();
  const popup = page.getByRole("dialog", { name: "Flat White" });
  await popup.getByRole("button", { name: /^Add To Cart/ }).tap();
  await expect(popup).toBeHidden();
}
