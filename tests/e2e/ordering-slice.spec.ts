import { expect } from "@playwright/test";
import { openPage, test } from "./support.ts";

test("a visitor chooses store pickup, an outlet, and browses its menu", async ({ page }) => {
  await openPage(page, "/");
  await page.getByRole("button", { name: "Order Now" }).click();

  const method = page.getByRole("dialog", { name: "Select Method" });
  await expect(method).toBeVisible();
  await method.getByRole("radio", { name: "Store Pickup" }).check();
  await method.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/outlet$/);
  const outlets = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: /^Pick up here/ }) });
  await expect(outlets).toHaveCount(12);
  const firstOutlet = outlets.first();
  const outletName = (await firstOutlet.getByRole("heading").textContent()) ?? "";
  await firstOutlet.getByRole("button").click();
  await page
    .getByRole("dialog", { name: "Store pickup" })
    .getByRole("button", { name: "Yes, select" })
    .click();

  await expect(page).toHaveURL(/\/store-menu$/);
  expect(await page.evaluate(() => localStorage.getItem("selected_outlet_id"))).toBe("1");
  expect(await page.evaluate(() => localStorage.getItem("selected_outlet_name"))).toBe(outletName);
  expect(await page.evaluate(() => localStorage.getItem("order_type"))).toBe("2");
  await expect(page.getByText(`Ordering from ${outletName}`)).toBeVisible();

  const tabs = page.getByRole("navigation", { name: "Menu categories" }).getByRole("button");
  await expect(tabs.first()).toBeVisible();
  const tabNames = await tabs.allTextContents();
  for (const hidden of [
    "Vahdam",
    "VAHDAM",
    "Products",
    "PRODUCTS",
    "Delivery",
    "Delivery-Charge",
    "Extra",
    "EXTRA",
  ]) {
    expect(tabNames).not.toContain(hidden);
  }

  // Beverages first: its sub-categories in the spec's order, Frappe relabelled.
  await tabs.filter({ hasText: "Beverages" }).click();
  const subTabs = page.getByRole("navigation", { name: "Sub-categories" }).getByRole("button");
  const subNames = await subTabs.allTextContents();
  const listed = [
    "The Brew Bar",
    "Coffee Based",
    "Coffees Of The World",
    "Cold Coffee",
    "Bottled Brew Coffee",
    "Non Coffee Frappe",
    "Non Coffee Hot",
    "Non Coffee Cold",
    "Matcha",
    "Iced Tea",
    "Fresh Juices",
    "Soft Drinks & H20",
  ];
  expect(subNames.slice(0, listed.length)).toEqual(listed.filter((name) => subNames.includes(name)));
  expect(subNames).not.toContain("Frappe");

  await subTabs.filter({ hasText: /^Coffee Based$/ }).click();
  const cards = page.locator("article[data-item-id]");
  await expect(cards.first()).toBeVisible();
  await expect(page.locator('article[data-item-id="21026"]')).toHaveCount(0);
  const flatWhite = cards.filter({ hasText: "Flat White" });
  await expect(flatWhite.locator("img")).toHaveAttribute("src", /\/images\/menu\/.+/);
  await expect(flatWhite.getByText(/^EGP \d+$/)).toBeVisible();
  await expect(flatWhite.getByRole("button", { name: "Add Flat White" })).toBeVisible();

  // Beans: Specialty before Turkish, others after.
  await tabs.filter({ hasText: /beans/i }).click();
  const beanNames = await subTabs.allTextContents();
  expect(beanNames.indexOf("Specialty Coffee Beans 250GM")).toBe(0);
  expect(beanNames.indexOf("Turkish Coffee Beans 250GM")).toBe(1);
});
