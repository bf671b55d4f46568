import { useMemo, useState } from "react";
import layout from "#client/components/ui/page-layout.module.css";
import { Placeholders } from "#client/components/ui/placeholders.tsx";
import { PlusIcon } from "#client/components/ui/screen-icons.tsx";
import { publicConfig } from "#client/lib/public-config.ts";
import type { MenuData, MenuItem } from "#shared/contract/menu.ts";
import { categoryName, itemName, subCategoryName } from "#shared/i18n/localized-content.ts";
import { formatEgpRounded, toPiastres } from "#shared/money/money.ts";
import { isBoxGroup, orderedSubCategories, visibleCategories } from "#shared/rules/menu-display.ts";
import { menuStrings as t } from "../messages.gen.ts";
import { ABOVE_THE_FOLD, openingCategory, shownItems, shownSubCategory } from "../shown-items.ts";
import { isItemSoldOut } from "../sold-out.ts";
import styles from "./menu-browser.module.css";

type MenuBrowserProps = {
  menuData: MenuData;
  initialMenu?: string;
  initialSubmenu?: string;
  onAdd: (item: MenuItem) => void;
};

export function MenuBrowser({ menuData, initialMenu, initialSubmenu, onAdd }: MenuBrowserProps) {
  const tabs = useMemo(() => visibleCategories(menuData.menu), [menuData]);
  const [categoryKey, setCategoryKey] = useState(() => openingCategory(menuData.menu, initialMenu));
  const subCategories = useMemo(
    () => orderedSubCategories(menuData.menu, categoryKey),
    [menuData, categoryKey],
  );
  const [chosenSubKey, setChosenSubKey] = useState(initialSubmenu);
  const subCategory = shownSubCategory(subCategories, chosenSubKey);
  const subKey = subCategory?.key;

  const items = shownItems(menuData, categoryKey, subKey);
  const isBox = subCategory ? isBoxGroup(subCategory.name, publicConfig.boxProduct) : false;

  return (
    <div className={styles.browser}>
      <nav aria-label={t.categories} className={styles.tabs}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            className={styles.tab}
            aria-pressed={tab.key === categoryKey}
            onClick={() => {
              setCategoryKey(tab.key);
              setChosenSubKey(undefined);
            }}
          >
            {categoryName(menuData.menu[tab.key] ?? tab)}
          </button>
        ))}
      </nav>
      <nav aria-label={t.subCategories} className={styles.subTabs}>
        {subCategories.map((sub) => (
          <button
            key={sub.key}
            type="button"
            className={styles.subTab}
            aria-pressed={sub.key === subKey}
            onClick={() => setChosenSubKey(sub.key)}
          >
            {subCategoryName(menuData.menu[categoryKey]?.sub_menu[sub.key] ?? sub)}
          </button>
        ))}
      </nav>

      <section aria-label={subCategory?.label}>
        {/* The tabs show the sub-category; this heading gives the item names (h3) their parent. */}
        <h2 className="visually-hidden">{subCategory?.label}</h2>
        {items.length === 0 ? (
          <p className={styles.empty}>{t.emptySubCategory}</p>
        ) : (
          <ul className={styles.grid}>
            {items.map((item, index) => (
              <li key={item.menuItemId}>
                <ItemCard
                  item={item}
                  aboveTheFold={index < ABOVE_THE_FOLD}
                  orderByMessage={isBox}
                  soldOut={isItemSoldOut(menuData, item.menuItemId)}
                  onAdd={() => onAdd(item)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ItemCard({
  item,
  aboveTheFold,
  orderByMessage,
  soldOut,
  onAdd,
}: {
  item: MenuItem;
  aboveTheFold: boolean;
  orderByMessage: boolean;
  soldOut: boolean;
  onAdd: () => void;
}) {
  const name = itemName(item);
  return (
    <article className={styles.card} data-item-id={item.menuItemId} data-sold-out={soldOut || undefined}>
      <img
        className={styles.image}
        src={item.image}
        alt=""
        width={400}
        height={300}
        loading={aboveTheFold ? "eager" : "lazy"}
        fetchPriority={aboveTheFold ? "high" : "auto"}
        decoding="async"
      />
      {soldOut && <span className={styles.soldOut}>{t.soldOut}</span>}
      <div className={styles.cardBody}>
        <h3 className={styles.name}>{name}</h3>
        <div className={styles.cardFooter}>
          <bdi className={`${styles.price} tabular`}>{formatEgpRounded(toPiastres(item.price))}</bdi>
          {orderByMessage ? (
            <a
              className={`${styles.cardAction} ${styles.messageLink}`}
              href={publicConfig.messagingUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t.orderByMessage({ name })}
            >
              <img src="/images/menu/order-by-message.svg" alt="" width={44} height={44} />
            </a>
          ) : (
            <button
              type="button"
              className={`${styles.cardAction} ${styles.add}`}
              onClick={onAdd}
              disabled={soldOut}
              aria-label={soldOut ? t.addSoldOut({ name }) : t.add({ name })}
            >
              <PlusIcon size={22} />
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

/** Which outlet the menu is of, above it. */
export function MenuOutletLine({ name }: { name: string }) {
  return (
    <p className={layout.outletName}>
      {t.outletLabel} <strong>{name}</strong>
    </p>
  );
}

export function MenuSkeleton() {
  return (
    <div className={styles.browser} aria-hidden="true">
      <div className={styles.tabs}>
        <Placeholders count={4} as="span" className={styles.tab} />
      </div>
      <ul className={styles.grid}>
        <Placeholders count={8} className={`${styles.card} ${styles.skeletonCard}`} />
      </ul>
    </div>
  );
}
