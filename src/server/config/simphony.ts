// POS_PROVIDER=simphony: how the server reaches the stores' Oracle Simphony through Transaction
// Services Gen2 (STS Gen2), which revenue center takes each outlet's orders, and which Simphony
// menu item stands for each of our items and condiments.
import { readFileSync } from "node:fs";
import { z } from "zod";
import { carriesSecretsSafely, secretSetting } from "./secrets.ts";

/** Environment settings, merged into the server's env schema. */
export const simphonyEnv = {
  // EMC, Enterprise Parameters, Applications: "Transaction Services Generation 2 Services" (the
  // host; /api/v1 is added) and "OpenID Provider" (the host; /oidc-provider/v1/... is added).
  SIMPHONY_API_URL: z.string().url().optional(),
  SIMPHONY_AUTH_URL: z.string().url().optional(),
  // The STS Gen2 API account: its client id, user name and password (or a file holding it).
  SIMPHONY_CLIENT_ID: z.string().min(1).optional(),
  SIMPHONY_USERNAME: z.string().min(1).optional(),
  SIMPHONY_PASSWORD: z.string().min(1).optional(),
  SIMPHONY_PASSWORD_FILE: z.string().min(1).optional(),
  SIMPHONY_ORG_SHORT_NAME: z.string().min(1).optional(),
  // JSON: {"<our outlet id>": {"locRef": "...", "rvcRef": 1}, ...}
  SIMPHONY_OUTLETS_FILE: z.string().min(1).optional(),
  // JSON: {"items": {"<our item id>": <menu item number>}, "condiments": {...}, "deliveryFee": <number>}
  SIMPHONY_MENU_MAP_FILE: z.string().min(1).optional(),
  // The tender/media the online card payment is recorded with, and the employee checks are opened by.
  SIMPHONY_TENDER_ID: z.coerce.number().int().positive().optional(),
  SIMPHONY_EMPLOYEE_REF: z.coerce.number().int().positive().optional(),
  // Order types for the check header; unset, the revenue center's default applies.
  SIMPHONY_PICKUP_ORDER_TYPE: z.coerce.number().int().positive().optional(),
  SIMPHONY_DELIVERY_ORDER_TYPE: z.coerce.number().int().positive().optional(),
  SIMPHONY_MENU_SYNC: z.enum(["on", "off"]).default("off"),
};
export type SimphonyEnvValues = z.infer<z.ZodObject<typeof simphonyEnv>>;

/** Where an outlet's orders go: a location and one of its revenue centers. */
export type SimphonyPlace = { locRef: string; rvcRef: number };

/** Our ids to Simphony menu item numbers. */
export type SimphonyMenuMap = {
  items: Map<number, number>;
  condiments: Map<number, number>;
  /** An open-priced menu item that carries a delivery order's fee; null when none is set. */
  deliveryFee: number | null;
};

export type SimphonyConfig = {
  apiUrl: string;
  authUrl: string;
  clientId: string;
  username: string;
  password: string;
  orgShortName: string;
  /** By our outlet id. */
  outlets: Map<number, SimphonyPlace>;
  menuMap: SimphonyMenuMap;
  tenderId: number;
  employeeRef: number;
  orderTypes: { pickup: number | null; delivery: number | null };
  menuSync: boolean;
};

const simphonyNumber = z.number().int().positive();
/** A record keyed by our ids (whole numbers, as JSON keys). */
const byOurIdSchema = <T extends z.ZodType>(value: T) =>
  z.record(z.string().regex(/^[1-9]\d*$/), value, {
    error: (issue) => (issue.code === "invalid_key" ? "keys are our ids (whole numbers)" : undefined),
  });

const outletsFileSchema = byOurIdSchema(
  z.strictObject({ locRef: z.string().min(1), rvcRef: simphonyNumber }),
);

const menuMapFileSchema = z.strictObject({
  items: byOurIdSchema(simphonyNumber),
  condiments: byOurIdSchema(simphonyNumber),
  deliveryFee: simphonyNumber.optional(),
});

/** The Simphony settings, or an error naming every one that is missing. */
export function simphonyConfig(values: SimphonyEnvValues): SimphonyConfig {
  const password = secretSetting(
    { SIMPHONY_PASSWORD: values.SIMPHONY_PASSWORD, SIMPHONY_PASSWORD_FILE: values.SIMPHONY_PASSWORD_FILE },
    "SIMPHONY_PASSWORD",
  );
  const {
    SIMPHONY_API_URL: apiUrl,
    SIMPHONY_AUTH_URL: authUrl,
    SIMPHONY_CLIENT_ID: clientId,
    SIMPHONY_USERNAME: username,
    SIMPHONY_ORG_SHORT_NAME: orgShortName,
    SIMPHONY_OUTLETS_FILE: outletsFile,
    SIMPHONY_MENU_MAP_FILE: menuMapFile,
    SIMPHONY_TENDER_ID: tenderId,
    SIMPHONY_EMPLOYEE_REF: employeeRef,
  } = values;
  const settings = {
    SIMPHONY_API_URL: apiUrl,
    SIMPHONY_AUTH_URL: authUrl,
    SIMPHONY_CLIENT_ID: clientId,
    SIMPHONY_USERNAME: username,
    "SIMPHONY_PASSWORD (or SIMPHONY_PASSWORD_FILE)": password,
    SIMPHONY_ORG_SHORT_NAME: orgShortName,
    SIMPHONY_OUTLETS_FILE: outletsFile,
    SIMPHONY_MENU_MAP_FILE: menuMapFile,
    SIMPHONY_TENDER_ID: tenderId,
    SIMPHONY_EMPLOYEE_REF: employeeRef,
  };
  const missing = Object.entries(settings)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (
    !apiUrl ||
    !authUrl ||
    !clientId ||
    !username ||
    !password ||
    !orgShortName ||
    !outletsFile ||
    !menuMapFile ||
    !tenderId ||
    !employeeRef ||
    missing.length > 0
  ) {
    throw new Error(`POS_PROVIDER=simphony needs: ${missing.join(", ")}.`);
  }

  const outlets = readJsonFile("SIMPHONY_OUTLETS_FILE", outletsFile, outletsFileSchema);
  const menuMap = readJsonFile("SIMPHONY_MENU_MAP_FILE", menuMapFile, menuMapFileSchema);
  return {
    apiUrl: apiUrl.replace(/\/$/, ""),
    authUrl: authUrl.replace(/\/$/, ""),
    clientId,
    username,
    password,
    orgShortName,
    outlets: byOurId(outlets),
    menuMap: {
      items: byOurId(menuMap.items),
      condiments: byOurId(menuMap.condiments),
      deliveryFee: menuMap.deliveryFee ?? null,
    },
    tenderId,
    employeeRef,
    orderTypes: {
      pickup: values.SIMPHONY_PICKUP_ORDER_TYPE ?? null,
      delivery: values.SIMPHONY_DELIVERY_ORDER_TYPE ?? null,
    },
    menuSync: values.SIMPHONY_MENU_SYNC === "on",
  };
}

/** What production refuses: the password and the id_token travel to both hosts. */
export function simphonyProductionProblems(config: SimphonyConfig): string[] {
  const problems: string[] = [];
  if (!carriesSecretsSafely(config.apiUrl)) problems.push("SIMPHONY_API_URL over https");
  if (!carriesSecretsSafely(config.authUrl)) problems.push("SIMPHONY_AUTH_URL over https");
  return problems;
}

function readJsonFile<T>(variable: string, file: string, schema: z.ZodType<T>): T {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new Error(`${variable}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? "error"})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${variable}: ${file} is not valid JSON (${(error as Error).message})`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".") || "(top)"}: ${issue.message}`,
    );
    throw new Error(`${variable} (${file}): ${problems.join("; ")}`);
  }
  return parsed.data;
}

function byOurId<T>(record: Record<string, T>): Map<number, T> {
  return new Map(Object.entries(record).map(([id, value]) => [Number(id), value]));
}
