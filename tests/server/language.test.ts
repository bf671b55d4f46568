// The API answers in the caller's language (Accept-Language): field errors, messages, the spec's
// checks and the one-time code's text; Arabic-Indic digits are read as digits; the profile keeps
// the customer's language, and their notifications come in it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authStrings } from "#client/features/auth/messages.gen.ts";
import { serverLocale } from "#server/http/locale.ts";
import { knownPaymentMessage, paymentMessages } from "#shared/contract/payment-messages.ts";
import type { PushMessage } from "#shared/contract/push.ts";
import { setLocaleSource } from "#shared/i18n/locale.ts";
import { startTwilioFake, type TwilioFake } from "../fakes/twilio-fake.ts";
import { addressPayload, type Customer, latestCode, newCustomer, newPhone } from "../fixtures/customers.ts";
import { condimentNamed, itemNamed, menuOf, orderBody, placePaidOrder } from "../fixtures/orders.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { testEngine } from "../fixtures/test-database.ts";

const ARABIC = { "accept-language": "ar" };
/** Western digits written as Arabic-Indic ones (٠١٢…), or Persian ones (۰۱۲…). */
const arabicDigits = (text: string, zero = 0x0660) =>
  text.replace(/\d/g, (digit) => String.fromCharCode(zero + Number(digit)));
const e164 = (local: string) => `+20${local.slice(1)}`;

// A Tuesday, 10:00 in Cairo: the stores are open.
const TUESDAY_10 = new Date("2026-03-10T08:00:00Z");
/** 22:45 in Cairo: every delivery outlet closed at 22:00. */
const TUESDAY_22_45 = new Date("2026-03-10T20:45:00Z");
const ZAMALEK_DOORSTEP = { latitude: 30.063, longitude: 31.2205 };

let clock = TUESDAY_10;
const pushed: PushMessage[] = [];
let t: TestApp;
let customer: Customer;
beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    menuCacheMs: 0,
    pushSender: {
      send: async (_target, message) => {
        pushed.push(message);
        return "sent";
      },
    },
  });
  customer = await newCustomer(t);
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.api({ method: "POST", url, payload, headers });
const placeOrder = (payload: object, headers: Record<string, string> = {}) =>
  post("/api/place_order", payload, { ...customer.auth, ...headers });

describe(`answers in the request's language (${testEngine})`, () => {
  it("a 422 in Arabic with Accept-Language: ar, in the spec's English without", async () => {
    const arabic = await post("/api/register", { phoneNumber: "123" }, ARABIC);
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json()).toEqual({
      status: 422,
      message: "يُرجى إدخال رقم موبايل مصري صحيح. (وخطأ آخر)",
      errors: { phoneNumber: ["يُرجى إدخال رقم موبايل مصري صحيح."], name: ["حقل الاسم مطلوب."] },
    });

    const english = await post("/api/register", { phoneNumber: "123" });
    expect(english.json()).toEqual({
      status: 422,
      message: "Please enter a valid Egyptian mobile number. (and 1 more errors)",
      errors: {
        phoneNumber: ["Please enter a valid Egyptian mobile number."],
        name: ["The name field is required."],
      },
    });
    // Any language but ours reads English; the preferred one of ours wins.
    const french = await post(
      "/api/register",
      { phoneNumber: "123" },
      { "accept-language": "fr-FR, en;q=0.5" },
    );
    expect(french.json().errors.phoneNumber).toEqual(["Please enter a valid Egyptian mobile number."]);
    const both = await post(
      "/api/register",
      { phoneNumber: "123" },
      { "accept-language": "en;q=0.4, ar-EG" },
    );
    expect(both.json().errors.phoneNumber).toEqual(["يُرجى إدخال رقم موبايل مصري صحيح."]);
  });

  it("zod's own messages and the error handler's speak Arabic too", async () => {
    const wrong = await post("/api/kiosk/verify_pin", { outlet_id: 5, pin: "1", purpose: "other" }, ARABIC);
    expect(wrong.json().errors).toEqual({
      pin: ["يتكون الرقم السري من 8 إلى 12 رقمًا."],
      purpose: ["الغرض إما setup أو exit."],
    });
    // A limit without a message of its own: zod's Arabic.
    const offTheMap = await t.api({
      method: "GET",
      url: "/api/geocode/reverse?lat=100&lng=0",
      headers: ARABIC,
    });
    expect(offTheMap.statusCode).toBe(422);
    expect(offTheMap.json().errors.lat).toEqual([expect.stringMatching(/^أكبر من اللازم: .*90$/)]);
    const badJson = await t.api({
      method: "POST",
      url: "/api/login",
      payload: "{not json",
      headers: { "content-type": "application/json", ...ARABIC },
    });
    expect(badJson.json()).toEqual({ status: 400, message: "محتوى الطلب ليس بصيغة JSON صحيحة." });
    const unauthenticated = await t.api({
      method: "POST",
      url: "/api/fetch_address",
      payload: {},
      headers: ARABIC,
    });
    expect(unauthenticated.json()).toEqual({ status: 401, message: "يجب تسجيل الدخول." });
  });

  it("a place-order check in Arabic, naming the outlet and its hours as Arabic readers write them", async () => {
    const noOutlet = await placeOrder(
      orderBody([{ itemId: 21001, quantity: 1 }], { selected_outlet_id: "" }),
      ARABIC,
    );
    expect(noOutlet.statusCode).toBe(422);
    expect(noOutlet.json().errors).toEqual({ selected_outlet_id: ["يُرجى اختيار فرع"] });

    const saved = await post("/api/save_address", addressPayload(ZAMALEK_DOORSTEP), customer.auth);
    expect(saved.statusCode, saved.body).toBe(200);
    const delivery = orderBody([{ itemId: 21001, quantity: 1 }], {
      order_type: 3,
      selected_address_id: saved.json().address_id,
    });
    clock = TUESDAY_22_45;
    try {
      const arabic = await placeOrder(delivery, ARABIC);
      expect(arabic.json().errors.selected_address_id).toEqual([
        "فرع الزمالك - شارع البرازيل مغلق الآن. مواعيد العمل من 8:00 ص إلى 10:00 م",
      ]);
      const english = await placeOrder(delivery);
      expect(english.json().errors.selected_address_id).toEqual([
        "Zamalek Brazil Street is closed now. Available hours are 08:00 - 22:00",
      ]);
    } finally {
      clock = TUESDAY_10;
    }
  });

  it("a line's problem names the item and the option's group in Arabic", async () => {
    const menu = await menuOf(t, 4);
    const flatWhite = itemNamed(menu, "Flat White");
    const oat = condimentNamed(menu, "Milk", "Oat");
    const skimmed = condimentNamed(menu, "Milk", "Skimmed");
    // Milk is one of: two is too many.
    const twoMilks = orderBody([
      {
        itemId: flatWhite.menuItemId,
        quantity: 1,
        condiment_data: [{ condiment_id: oat.id }, { condiment_id: skimmed.id }],
      },
    ]);
    const arabic = (await placeOrder(twoMilks, ARABIC)).json();
    expect(arabic.errors).toEqual({ "data.0": ["فلات وايت: يمكنك اختيار 1 كحد أقصى من الحليب."] });
    expect(flatWhite.item_name_ar).toBe("فلات وايت");
    const english = (await placeOrder(twoMilks)).json();
    expect(english.errors).toEqual({ "data.0": ["Flat White: at most 1 from Milk."] });
  });

  it("past orders carry each item's Arabic name beside the English one", async () => {
    const buyer = await newCustomer(t);
    await placePaidOrder(t, buyer.auth);
    const history = await t.api({ method: "GET", url: "/api/order_history", headers: buyer.auth });
    const espresso = itemNamed(await menuOf(t, 4), "Espresso Single");
    expect(espresso.item_name_ar).toMatch(/[\u0600-\u06FF]/);
    expect(history.json().data[0].order_data.menuItems[0]).toMatchObject({
      name: "Espresso Single",
      name_ar: espresso.item_name_ar,
    });
  });

  it("concurrent requests each keep their own language through every await", async () => {
    // An order refused after the token's and the outlet's look-ups; a login refused after the
    // account's; a phone refused by the schema.
    const calls: [string, () => object, Record<string, string>][] = [
      [
        "/api/place_order",
        () => orderBody([{ itemId: 21001, quantity: 1 }], { selected_outlet_id: "" }),
        customer.auth,
      ],
      ["/api/login", () => ({ phoneNumber: newPhone() }), {}],
      ["/api/login", () => ({ phoneNumber: "12" }), {}],
    ];
    const expected = {
      ar: [
        "يُرجى اختيار فرع",
        "لا يوجد حساب بهذا الرقم. يُرجى التسجيل أولًا.",
        "يُرجى إدخال رقم موبايل مصري صحيح.",
      ],
      en: [
        "Please select a Outlet",
        "No account uses this phone number. Please register first.",
        "Please enter a valid Egyptian mobile number.",
      ],
    };
    const languages = Array.from(
      { length: 24 },
      (_, index) => (index % 2 === 0 ? "ar" : "en") as "ar" | "en",
    );
    const check = (answers: { status: number; message: string }[]) =>
      answers.forEach((answer, index) => {
        expect(answer.status).toBe(422);
        expect(answer.message).toBe(expected[languages[index] as "ar" | "en"][index % 3]);
      });

    // inject() starts every request before any of them answers: their awaits interleave.
    const injected = await Promise.all(
      languages.map((language, index) => {
        const [url, payload, headers] = calls[index % 3] as (typeof calls)[0];
        return post(url, payload(), { ...headers, "accept-language": language });
      }),
    );
    check(injected.map((answer) => ({ status: answer.statusCode, message: answer.json().message })));

    // And over real connections, where the body arrives from the socket.
    const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const fetched = await Promise.all(
      languages.map(async (language, index) => {
        const [url, payload, headers] = calls[index % 3] as (typeof calls)[0];
        const response = await fetch(`${base}${url}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-requested-with": "XMLHttpRequest",
            "accept-language": language,
            ...headers,
          },
          body: JSON.stringify(payload()),
        });
        return { status: response.status, message: (await response.json()).message };
      }),
    );
    check(fetched);
  });
});

describe(`texts the screens recognise (${testEngine})`, () => {
  // The register screen tells "this number has an account" by the answer's words: the server's
  // must be the screen's own, in each language.
  it("a phone number with an account already, in the register screen's words", async () => {
    for (const locale of ["en", "ar"] as const) {
      const answer = await post(
        "/api/register",
        { phoneNumber: customer.phone, name: "Mona" },
        { "accept-language": locale },
      );
      expect(answer.statusCode).toBe(422);
      setLocaleSource(() => locale);
      const onScreen = authStrings.register.phoneExists;
      setLocaleSource(() => serverLocale());
      expect(answer.json().errors.phoneNumber).toEqual([onScreen]);
    }
  });
});

describe(`digits typed on an Arabic keyboard (${testEngine})`, () => {
  it("a phone and its code in Arabic-Indic digits log in", async () => {
    const phone = newPhone();
    const registered = await post("/api/register", { phoneNumber: phone, name: "Nour" });
    expect(registered.statusCode).toBe(200);

    for (const typed of [arabicDigits(phone), arabicDigits(phone, 0x06f0)]) {
      const login = await post("/api/login", { phoneNumber: typed }, ARABIC);
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json().data.user_data.phone).toBe(e164(phone));
    }
    const challenge = (await post("/api/resend_otp", { phone: arabicDigits(phone) })).json().user_data.id;
    const code = await latestCode(t, phone);
    const verified = await post("/api/verify_otp", { pin: arabicDigits(code), id: challenge });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().user_data.phone).toBe(e164(phone));
  });

  it("the profile's and an address's phone, and a kiosk PIN, in Arabic-Indic digits", async () => {
    const profile = await post(
      "/api/update_user",
      {
        first_name: "Nour",
        last_name: "Hassan",
        email: "nour@example.com",
        phone_number: arabicDigits(customer.phone),
      },
      customer.auth,
    );
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().phone_change).toBeUndefined();
    expect(profile.json().data.phone).toBe(e164(customer.phone));

    const address = await post(
      "/api/save_address",
      addressPayload({ phone_number: "٠١٠١٢٣٤٥٦٧٨" }),
      customer.auth,
    );
    expect(address.statusCode, address.body).toBe(200);
    const listed = await post("/api/fetch_address", {}, customer.auth);
    const kept = listed.json().data.find((row: { id: number }) => row.id === address.json().address_id);
    expect(kept.phone_number).toBe("01012345678");

    // Zamalek's demo staff PIN, 24680005.
    const pin = await post(
      "/api/kiosk/verify_pin",
      { outlet_id: 5, pin: "٢٤٦٨٠٠٠٥", purpose: "setup" },
      ARABIC,
    );
    expect(pin.statusCode, pin.body).toBe(200);
    expect(pin.json()).toEqual({
      status: 200,
      message: "تم قبول الرقم السري.",
      kiosk_token: expect.any(String),
    });
  });
});

describe(`the one-time code's text (${testEngine})`, () => {
  const outboxBody = async (phone: string) =>
    (await t.api({ method: "GET", url: `/api/dev/sms-outbox?phone=${phone}` })).json().data;

  it("comes in Arabic for an Arabic request, in English otherwise, with the same WebOTP line", async () => {
    const arabicPhone = newPhone();
    const registered = await post("/api/register", { phoneNumber: arabicPhone, name: "نور" }, ARABIC);
    expect(registered.json().message).toBe("أرسلنا إليك رمزًا في رسالة نصية.");
    const arabic = await outboxBody(arabicPhone);
    expect(arabic.body).toBe(`رمز التحقق: ${arabic.code}. صالح لمدة 5 دقائق.\n\n@localhost #${arabic.code}`);
    expect(arabic.code).toMatch(/^\d{4}$/);

    const englishPhone = newPhone();
    await post("/api/register", { phoneNumber: englishPhone, name: "Nour" });
    const english = await outboxBody(englishPhone);
    expect(english.body).toBe(
      `Your verification code is ${english.code}. It expires in 5 minutes.\n\n@localhost #${english.code}`,
    );
  });

  describe("through Twilio", () => {
    let fake: TwilioFake;
    let twilio: TestApp;
    beforeAll(async () => {
      const account = { accountSid: `AC${"5e".repeat(16)}`, authToken: "twilio-test-token" };
      fake = await startTwilioFake(account);
      twilio = await createTestApp({
        config: {
          smsProvider: "twilio",
          twilio: {
            ...account,
            apiKeySid: null,
            messagingServiceSid: `MG${"3c".repeat(16)}`,
            from: null,
            apiUrl: fake.url,
          },
        },
      });
    });
    afterAll(async () => {
      await twilio?.close();
      await fake?.close();
    });

    it("texts the Arabic of an Arabic request", async () => {
      const phone = newPhone();
      const registered = await twilio.api({
        method: "POST",
        url: "/api/register",
        payload: { phoneNumber: phone, name: "نور" },
        headers: ARABIC,
      });
      expect(registered.statusCode, registered.body).toBe(200);
      expect(fake.messages).toHaveLength(1);
      expect(fake.messages[0]?.to).toBe(e164(phone));
      expect(fake.messages[0]?.body).toMatch(/^رمز التحقق: (\d{4})\. صالح لمدة 5 دقائق\.\n\n@localhost #\1$/);
    });
  });
});

describe(`the customer's language, remembered (${testEngine})`, () => {
  const profileOf = (who: Customer, fields: Record<string, unknown> = {}) =>
    post(
      "/api/update_user",
      {
        first_name: "Nour",
        last_name: "Hassan",
        email: "nour@example.com",
        phone_number: who.phone,
        ...fields,
      },
      who.auth,
    );

  it("is the one they registered in, changes when the profile says so, and stays when it does not", async () => {
    const phone = newPhone();
    const registered = await post("/api/register", { phoneNumber: phone, name: "Nour" }, ARABIC);
    const verified = await post("/api/verify_otp", {
      pin: await latestCode(t, phone),
      id: registered.json().user_data.id,
    });
    expect(verified.json().user_data).toMatchObject({ phone: e164(phone), language: "ar" });
    const who = { phone, userId: 0, token: "", auth: { authorization: `Bearer ${verified.json().token}` } };

    const english = await profileOf(who, { language: "en" });
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json()).toMatchObject({ msg: "Profile updated successfully.", data: { language: "en" } });
    const unchanged = await profileOf(who);
    expect(unchanged.json().data.language).toBe("en");
    const arabic = await profileOf(who, { language: "ar" });
    expect(arabic.json().data.language).toBe("ar");

    const refused = await profileOf(who, { language: "fr" });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(["language"]);
  });

  it("is not known from a request that names none of ours, and is learnt at the next login that does", async () => {
    const phone = newPhone();
    const registered = await post(
      "/api/register",
      { phoneNumber: phone, name: "Nour" },
      { "accept-language": "fr" },
    );
    const challenge = registered.json().user_data.id;
    const silent = await post("/api/verify_otp", { pin: await latestCode(t, phone), id: challenge });
    expect(silent.json().user_data.language).toBeUndefined();

    const login = await post("/api/login", { phoneNumber: phone });
    const arabic = await post(
      "/api/verify_otp",
      { pin: await latestCode(t, phone), id: login.json().data.user_data.id },
      ARABIC,
    );
    expect(arabic.json().user_data.language).toBe("ar");
  });

  it("follows the language switch (set_language), which touches nothing else of the profile", async () => {
    const before = await profileOf(customer, { language: "en" });
    expect(before.statusCode).toBe(200);
    const switched = await post("/api/set_language", { language: "ar" }, customer.auth);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toEqual({ status: 200, language: "ar" });

    // The next login, on a device with no choice, reads Arabic; the names are as they were.
    const login = await post("/api/login", { phoneNumber: customer.phone });
    const verified = await post("/api/verify_otp", {
      pin: await latestCode(t, customer.phone),
      id: login.json().data.user_data.id,
    });
    expect(verified.json().user_data).toMatchObject({
      ...before.json().data,
      language: "ar",
    });

    const unknown = await post("/api/set_language", { language: "fr" }, customer.auth);
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(["language"]);
    expect((await post("/api/set_language", { language: "en" })).statusCode).toBe(401);
  });

  it("notifications come in it, whatever the language of the store's request", async () => {
    const subscribed = await post(
      "/api/push/subscribe",
      {
        endpoint: "https://fcm.googleapis.com/fcm/send/language-test",
        keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) },
      },
      customer.auth,
    );
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const ready = {
      id: "a-test-order",
      userId: customer.userId,
      status: "ready",
      orderType: 2,
      pickupNumber: 7,
    } as const;

    await profileOf(customer, { language: "ar" });
    pushed.length = 0;
    await t.app.push.notifyOrderMoved(ready);
    expect(pushed).toEqual([
      expect.objectContaining({ title: "طلبك جاهز", body: "أظهر الرقم 7 عند الكاونتر." }),
    ]);

    await profileOf(customer, { language: "en" });
    pushed.length = 0;
    await t.app.push.notifyOrderMoved(ready);
    expect(pushed).toEqual([
      expect.objectContaining({ title: "Your order is ready", body: "Show number 7 at the counter." }),
    ]);
  });
});

describe(`the payment error page's link (${testEngine})`, () => {
  it("carries our English message from an Arabic request, and the page reads it in its language", async () => {
    const answer = await t.app.inject({
      method: "GET",
      url: "/payments/checkout/no-such-order",
      headers: ARABIC,
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(
      `/payment-error?message=${encodeURIComponent("We could not find this order.")}`,
    );
    expect(knownPaymentMessage("We could not find this order.")).toBe(paymentMessages.orderNotFound);
    expect(knownPaymentMessage("لم نتمكن من العثور على هذا الطلب.")).toBe("We could not find this order.");
    expect(knownPaymentMessage("Call 0100 000 0000 to pay")).toBeNull();
  });
});
