// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { PAINTED_FROM_ELEMENT_ID } from "#shared/contract/menu-paint.ts";
import { takePaintedAnswers } from "./server-paint.ts";

const fetchMenu = {
  status: 200,
  outlet_id: 4,
  menu_data: {
    menu: { BEVERAGES: { name: "Beverages", sub_menu: { BREW: { name: "The Brew Bar" } } } },
    items: [
      {
        menuItemId: 1,
        menu: "BEVERAGES",
        unk: "BREW",
        item_name: "V60",
        image: "/images/menu/v60.svg",
        price: 165,
        description: "",
        condiments: [],
        sluId: 1,
      },
    ],
    condiment_groups: [],
    condiment_group_items: [],
  },
};
const fetchOutlet = {
  status: 200,
  data: [
    {
      id: 4,
      name: "Maadi",
      brand: "Sekka",
      address: "Road 9",
      oracle_latitude: 29.96,
      oracle_longitude: 31.25,
      delivery_enabled: true,
      opening_times: null,
    },
  ],
};

function paintedPage(text: string) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = PAINTED_FROM_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("takePaintedAnswers", () => {
  it("gives nothing on a page the server did not paint", () => {
    expect(takePaintedAnswers()).toEqual({});
  });

  it("gives the answers the page was painted from, once", () => {
    paintedPage(JSON.stringify({ fetch_menu: fetchMenu, fetch_outlet: fetchOutlet }));
    expect(takePaintedAnswers()).toEqual({ fetch_menu: fetchMenu, fetch_outlet: fetchOutlet });
    expect(document.getElementById(PAINTED_FROM_ELEMENT_ID)).toBeNull();
    expect(takePaintedAnswers()).toEqual({});
  });

  it("leaves out an answer its schema refuses, and takes a damaged page as none", () => {
    const damagedMenu = { ...fetchMenu, menu_data: { ...fetchMenu.menu_data, items: [{ menuItemId: "x" }] } };
    paintedPage(JSON.stringify({ fetch_menu: damagedMenu, fetch_outlet: fetchOutlet }));
    expect(takePaintedAnswers()).toEqual({ fetch_menu: undefined, fetch_outlet: fetchOutlet });

    paintedPage('{"fetch_menu": ');
    expect(takePaintedAnswers()).toEqual({});
    expect(document.getElementById(PAINTED_FROM_ELEMENT_ID)).toBeNull();

    paintedPage("null");
    expect(takePaintedAnswers()).toEqual({ fetch_menu: undefined, fetch_outlet: undefined });
  });
});
