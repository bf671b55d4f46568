// Prices an order's lines from the outlet's menu. Client names and prices are ignored; anything
// that cannot be ordered is a 422 naming the line.
import { z } from "zod";
import { CART_MAX_LINES, orderLineInputSchema } from "#shared/contract/cart.ts";
import { contractMessages } from "#shared/contract/messages.gen.ts";
import { localized } from "#shared/i18n/localized-content.ts";
import type { StoredOrderLine } from "../../db/schema.ts";
import { httpMessages } from "../../http/messages.gen.ts";
import { RequestValidationError, unstorableTextAt } from "../../http/validation.ts";
import type { PricingCatalogue } from "../menu/menu.service.ts";
import { ordersMessages as m } from "./messages.gen.ts";

const linesSchema = z
  .array(orderLineInputSchema, { error: () => m.cartNotList })
  .min(1, { error: () => contractMessages.cartEmpty })
  .max(CART_MAX_LINES, { error: () => m.tooManyLines({ max: CART_MAX_LINES }) });

/** place_order's `data` is a JSON string of cart lines (spec section 7). */
export function parseCartData(data: string) {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new RequestValidationError({ data: [m.cartNotJson] });
  }
  const unstorable = unstorableTextAt(json);
  if (unstorable) {
    throw new RequestValidationError({
      [["data", ...unstorable].join(".")]: [httpMessages.notAllowedCharacters],
    });
  }
  const parsed = linesSchema.safeParse(json);
  if (!parsed.success) throw RequestValidationError.fromZod(parsed.error, "data", "data");
  return parsed.data;
}

/** What the customer reads when the store ran out of something in the cart. */
export const soldOutMessage = (name: string) => m.soldOut({ name });

export type LineProblem = { line: number; message: string };

/** Prices what can be ordered; problems name each line that cannot. */
export function priceLines(
  lines: z.output<typeof linesSchema>,
  catalogue: PricingCatalogue,
): { priced: StoredOrderLine[]; problems: LineProblem[] } {
  const priced: StoredOrderLine[] = [];
  const problems: LineProblem[] = [];
  lines.forEach((line, index) => {
    const item = catalogue.items.get(line.itemId);
    if (!item?.orderable) {
      problems.push({ line: index, message: m.itemUnavailable({ id: String(line.itemId) }) });
      return;
    }
    // Problems read in the request's language; the order keeps the English names (and the Arabic).
    const itemName = localized(item.name, item.nameAr);
    if (item.soldOut) {
      problems.push({ line: index, message: soldOutMessage(itemName) });
      return;
    }
    const ids = line.condiment_data.map((condiment) => condiment.condiment_id);
    if (new Set(ids).size !== ids.length) {
      problems.push({ line: index, message: m.condimentTwice({ item: itemName }) });
      return;
    }
    const perGroup = new Map<number, number>();
    const condiments: StoredOrderLine["condiments"] = [];
    for (const id of ids) {
      const condiment = catalogue.condiments.get(id);
      const group = condiment && item.condimentGroups.get(condiment.groupId);
      if (!condiment?.orderable || !group) {
        problems.push({ line: index, message: m.condimentUnavailable({ item: itemName, id: String(id) }) });
        return;
      }
      if (condiment.soldOut) {
        problems.push({
          line: index,
          message: m.condimentSoldOut({
            item: itemName,
            condiment: localized(condiment.name, condiment.nameAr),
          }),
        });
        return;
      }
      const count = (perGroup.get(condiment.groupId) ?? 0) + 1;
      if (count > group.maximumCount) {
        problems.push({
          line: index,
          message: m.tooManyFromGroup({
            item: itemName,
            max: String(group.maximumCount),
            group: localized(group.name, group.nameAr),
          }),
        });
        return;
      }
      perGroup.set(condiment.groupId, count);
      condiments.push({
        id,
        name: condiment.name,
        ...(condiment.nameAr ? { nameAr: condiment.nameAr } : {}),
        groupName: group.name,
        price: condiment.price,
      });
    }
    priced.push({
      itemId: item.id,
      name: item.name,
      ...(item.nameAr ? { nameAr: item.nameAr } : {}),
      unitPrice: item.price,
      quantity: line.quantity,
      note: line.note,
      condiments,
    });
  });
  return { priced, problems };
}

export function assertNoProblems(problems: LineProblem[]): void {
  if (problems.length === 0) return;
  const errors: Record<string, string[]> = {};
  for (const problem of problems) {
    const field = `data.${problem.line}`;
    errors[field] = [...(errors[field] ?? []), problem.message];
  }
  throw new RequestValidationError(errors);
}
