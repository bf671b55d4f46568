// Generated from messages.en.json and messages.ar.json by `npm run messages`: edit those.
import { currentLocale } from "#shared/i18n/format.ts";

export const addressStrings = {
  /** Select Address */
  get selectAddress(): string {
    return currentLocale() === "ar" ? "اختر العنوان" : "Select Address";
  },
  /** Add Address */
  get addAddress(): string {
    return currentLocale() === "ar" ? "إضافة عنوان" : "Add Address";
  },
  /** Add New Address */
  get addNewAddress(): string {
    return currentLocale() === "ar" ? "إضافة عنوان جديد" : "Add New Address";
  },
  /** Edit */
  get edit(): string {
    return currentLocale() === "ar" ? "تعديل" : "Edit";
  },
  /** Delete */
  get delete(): string {
    return currentLocale() === "ar" ? "حذف" : "Delete";
  },
  /** Edit {label} */
  editNamed: (a: { label: string }): string =>
    currentLocale() === "ar" ? `تعديل ${a.label}` : `Edit ${a.label}`,
  /** Delete {label} */
  deleteNamed: (a: { label: string }): string =>
    currentLocale() === "ar" ? `حذف ${a.label}` : `Delete ${a.label}`,
  /** Phone */
  get phone(): string {
    return currentLocale() === "ar" ? "الهاتف" : "Phone";
  },
  /** Use the arrow keys to move between addresses, then Space or Enter to choose one. */
  get chooseHint(): string {
    return currentLocale() === "ar" ? "استخدم مفاتيح الأسهم للتنقل بين العناوين، ثم اضغط مفتاح المسافة أو Enter لاختيار أحدها." : "Use the arrow keys to move between addresses, then Space or Enter to choose one.";
  },
  /** {label} address has been selected */
  selected: (a: { label: string }): string =>
    currentLocale() === "ar" ? `تم اختيار عنوان ${a.label}` : `${a.label} address has been selected`,
  /** OK */
  get ok(): string {
    return currentLocale() === "ar" ? "حسنًا" : "OK";
  },
  /** User token not found */
  get tokenMissing(): string {
    return currentLocale() === "ar" ? "لم يتم العثور على رمز دخول المستخدم" : "User token not found";
  },
  /** No address found */
  get noAddress(): string {
    return currentLocale() === "ar" ? "لا توجد عناوين محفوظة" : "No address found";
  },
  /** Are you sure? */
  get deleteTitle(): string {
    return currentLocale() === "ar" ? "هل أنت متأكد؟" : "Are you sure?";
  },
  /** You want to remove address */
  get deleteText(): string {
    return currentLocale() === "ar" ? "هل تريد حذف هذا العنوان؟" : "You want to remove address";
  },
  /** Yes */
  get yes(): string {
    return currentLocale() === "ar" ? "نعم" : "Yes";
  },
  /** No */
  get no(): string {
    return currentLocale() === "ar" ? "لا" : "No";
  },
  /** Deleted! */
  get deletedTitle(): string {
    return currentLocale() === "ar" ? "تم الحذف!" : "Deleted!";
  },
  /** Error! */
  get errorTitle(): string {
    return currentLocale() === "ar" ? "خطأ!" : "Error!";
  },
  /** The address could not be removed. Please check your connection and try again. */
  get deleteFailed(): string {
    return currentLocale() === "ar" ? "تعذّر حذف العنوان. يُرجى التحقق من اتصالك والمحاولة مرة أخرى." : "The address could not be removed. Please check your connection and try again.";
  },
  /** Removing… */
  get deleting(): string {
    return currentLocale() === "ar" ? "جارٍ الحذف…" : "Removing…";
  },
  /** Delivery Address */
  get listTitle(): string {
    return currentLocale() === "ar" ? "عنوان التوصيل" : "Delivery Address";
  },
  /** Choose where we deliver your order. */
  get listIntro(): string {
    return currentLocale() === "ar" ? "اختر المكان الذي نوصّل إليه طلبك." : "Choose where we deliver your order.";
  },
  /** Choose Location */
  get pickerTitle(): string {
    return currentLocale() === "ar" ? "اختر الموقع" : "Choose Location";
  },
  /** Search for your area, use your location or tap the map inside a red delivery area. */
  get pickerIntro(): string {
    return currentLocale() === "ar" ? "ابحث عن منطقتك، أو استخدم موقعك، أو المس الخريطة داخل إحدى مناطق التوصيل الحمراء." : "Search for your area, use your location or tap the map inside a red delivery area.";
  },
  /** Search for an area or landmark in Egypt */
  get searchLabel(): string {
    return currentLocale() === "ar" ? "ابحث عن منطقة أو معلم في مصر" : "Search for an area or landmark in Egypt";
  },
  /** Search in Egypt, e.g. Maadi */
  get searchPlaceholder(): string {
    return currentLocale() === "ar" ? "ابحث في مصر، مثل المعادي" : "Search in Egypt, e.g. Maadi";
  },
  /** Places found */
  get searchResults(): string {
    return currentLocale() === "ar" ? "الأماكن التي عُثر عليها" : "Places found";
  },
  /** Searching… */
  get searching(): string {
    return currentLocale() === "ar" ? "جارٍ البحث…" : "Searching…";
  },
  /** No places found. Try another name or tap the map. */
  get noResults(): string {
    return currentLocale() === "ar" ? "لم يتم العثور على أماكن. جرّب اسمًا آخر أو المس الخريطة." : "No places found. Try another name or tap the map.";
  },
  /** “{query}” is outside Egypt. We deliver in Egypt only: search for an area or street in Cairo or Giza. */
  searchOutsideEgypt: (a: { query: string }): string =>
    currentLocale() === "ar" ? `«${a.query}» خارج مصر. نوصّل داخل مصر فقط: ابحث عن منطقة أو شارع في القاهرة أو الجيزة.` : `“${a.query}” is outside Egypt. We deliver in Egypt only: search for an area or street in Cairo or Giza.`,
  /** Address search is unavailable right now. Tap the map instead. */
  get searchUnavailable(): string {
    return currentLocale() === "ar" ? "البحث عن العناوين غير متاح الآن. المس الخريطة بدلًا من ذلك." : "Address search is unavailable right now. Tap the map instead.";
  },
  /** Type at least 2 letters, then choose a place with the arrow keys and Enter. */
  get searchHint(): string {
    return currentLocale() === "ar" ? "اكتب حرفين على الأقل، ثم اختر مكانًا بمفاتيح الأسهم ومفتاح Enter." : "Type at least 2 letters, then choose a place with the arrow keys and Enter.";
  },
  /** Use my location */
  get useMyLocation(): string {
    return currentLocale() === "ar" ? "استخدم موقعي" : "Use my location";
  },
  /** Finding you… */
  get locating(): string {
    return currentLocale() === "ar" ? "جارٍ تحديد موقعك…" : "Finding you…";
  },
  /** Map of delivery areas */
  get mapLabel(): string {
    return currentLocale() === "ar" ? "خريطة مناطق التوصيل" : "Map of delivery areas";
  },
  /** Your location */
  get yourLocation(): string {
    return currentLocale() === "ar" ? "موقعك" : "Your location";
  },
  /** Delivery area */
  get legendArea(): string {
    return currentLocale() === "ar" ? "منطقة التوصيل" : "Delivery area";
  },
  /** Our store */
  get legendOutlet(): string {
    return currentLocale() === "ar" ? "فرعنا" : "Our store";
  },
  /** Your location */
  get legendYou(): string {
    return currentLocale() === "ar" ? "موقعك" : "Your location";
  },
  /** Selected location */
  get selectedPlace(): string {
    return currentLocale() === "ar" ? "الموقع المحدد" : "Selected location";
  },
  /** No location selected yet. */
  get noPlaceYet(): string {
    return currentLocale() === "ar" ? "لم يتم تحديد أي موقع بعد." : "No location selected yet.";
  },
  /** Your location seems to be outside Egypt, so the map shows central Cairo instead. */
  get outsideEgypt(): string {
    return currentLocale() === "ar" ? "يبدو أن موقعك خارج مصر، لذلك تعرض الخريطة وسط القاهرة بدلًا منه." : "Your location seems to be outside Egypt, so the map shows central Cairo instead.";
  },
  /** Confirm location */
  get confirmLocation(): string {
    return currentLocale() === "ar" ? "تأكيد الموقع" : "Confirm location";
  },
  /** The delivery areas could not be loaded. Please check your connection and try again. */
  get areasUnavailable(): string {
    return currentLocale() === "ar" ? "تعذّر تحميل مناطق التوصيل. يُرجى التحقق من اتصالك والمحاولة مرة أخرى." : "The delivery areas could not be loaded. Please check your connection and try again.";
  },
  /** Loading delivery areas… */
  get loadingAreas(): string {
    return currentLocale() === "ar" ? "جارٍ تحميل مناطق التوصيل…" : "Loading delivery areas…";
  },
  /** You clicked outside the delivery area! */
  get clickedOutside(): string {
    return currentLocale() === "ar" ? "لقد نقرت خارج منطقة التوصيل!" : "You clicked outside the delivery area!";
  },
  /** No nearby outlets found! */
  get noNearbyOutlets(): string {
    return currentLocale() === "ar" ? "لا توجد فروع قريبة!" : "No nearby outlets found!";
  },
  /** Your selected location is not inside any delivery area! */
  get notInsideArea(): string {
    return currentLocale() === "ar" ? "الموقع الذي اخترته ليس داخل أي منطقة توصيل!" : "Your selected location is not inside any delivery area!";
  },
  /** Please select a location on the map first. */
  get selectOnMapFirst(): string {
    return currentLocale() === "ar" ? "يُرجى تحديد موقع على الخريطة أولًا." : "Please select a location on the map first.";
  },
  /** Location access was denied. Please enable it in your browser settings. */
  get geoDenied(): string {
    return currentLocale() === "ar" ? "تم رفض الوصول إلى الموقع. يُرجى تفعيله من إعدادات المتصفح." : "Location access was denied. Please enable it in your browser settings.";
  },
  /** Location information is unavailable. Check your connection. */
  get geoUnavailable(): string {
    return currentLocale() === "ar" ? "معلومات الموقع غير متاحة. تحقّق من اتصالك." : "Location information is unavailable. Check your connection.";
  },
  /** Request for location timed out. Try again. */
  get geoTimeout(): string {
    return currentLocale() === "ar" ? "انتهت مهلة طلب الموقع. حاول مرة أخرى." : "Request for location timed out. Try again.";
  },
  /** An unknown error occurred. */
  get geoUnknown(): string {
    return currentLocale() === "ar" ? "حدث خطأ غير معروف." : "An unknown error occurred.";
  },
  /** Unable to fetch address details. */
  get reverseNotFound(): string {
    return currentLocale() === "ar" ? "تعذّر جلب تفاصيل العنوان." : "Unable to fetch address details.";
  },
  /** Error fetching location details. Please check your connection or permissions. */
  get reverseFailed(): string {
    return currentLocale() === "ar" ? "حدث خطأ أثناء جلب تفاصيل الموقع. يُرجى التحقق من اتصالك أو من أذونات الموقع." : "Error fetching location details. Please check your connection or permissions.";
  },
  /** Map of our stores */
  get outletMapLabel(): string {
    return currentLocale() === "ar" ? "خريطة فروعنا" : "Map of our stores";
  },
  /** Tap a store on the map, or choose one from the list. */
  get outletMapHint(): string {
    return currentLocale() === "ar" ? "المس أحد الفروع على الخريطة، أو اختر فرعًا من القائمة." : "Tap a store on the map, or choose one from the list.";
  },
  /** Edit Address */
  get editAddress(): string {
    return currentLocale() === "ar" ? "تعديل العنوان" : "Edit Address";
  },
  /** Map of the delivery point */
  get mapCardLabel(): string {
    return currentLocale() === "ar" ? "خريطة نقطة التوصيل" : "Map of the delivery point";
  },
  /** Edit */
  get editOnMap(): string {
    return currentLocale() === "ar" ? "تعديل" : "Edit";
  },
  /** Edit the location on the map */
  get editOnMapLabel(): string {
    return currentLocale() === "ar" ? "تعديل الموقع على الخريطة" : "Edit the location on the map";
  },
  fields: {
    /** Location Name */
    get label(): string {
      return currentLocale() === "ar" ? "اسم الموقع" : "Location Name";
    },
    /** Area */
    get location(): string {
      return currentLocale() === "ar" ? "المنطقة" : "Area";
    },
    /** Landmark */
    get landmark(): string {
      return currentLocale() === "ar" ? "علامة مميزة" : "Landmark";
    },
    /** Address Line */
    get address_line(): string {
      return currentLocale() === "ar" ? "العنوان بالتفصيل" : "Address Line";
    },
    /** Building */
    get building(): string {
      return currentLocale() === "ar" ? "المبنى" : "Building";
    },
    /** Floor */
    get floor(): string {
      return currentLocale() === "ar" ? "الطابق" : "Floor";
    },
    /** Flat */
    get flat(): string {
      return currentLocale() === "ar" ? "الشقة" : "Flat";
    },
    /** Phone Number */
    get phone_number(): string {
      return currentLocale() === "ar" ? "رقم الهاتف" : "Phone Number";
    },
  },
  hints: {
    /** For example Home or Work. */
    get label(): string {
      return currentLocale() === "ar" ? "مثل المنزل أو العمل." : "For example Home or Work.";
    },
  },
  deliveryLine: {
    /** Building {value} */
    building: (a: { value: string }): string =>
      currentLocale() === "ar" ? `مبنى ${a.value}` : `Building ${a.value}`,
    /** Floor {value} */
    floor: (a: { value: string }): string =>
      currentLocale() === "ar" ? `الطابق ${a.value}` : `Floor ${a.value}`,
    /** Flat {value} */
    flat: (a: { value: string }): string =>
      currentLocale() === "ar" ? `شقة ${a.value}` : `Flat ${a.value}`,
    /** ,  */
    get separator(): string {
      return currentLocale() === "ar" ? "، " : ", ";
    },
  },
  /** Save Address */
  get save(): string {
    return currentLocale() === "ar" ? "حفظ العنوان" : "Save Address";
  },
  /** Saving… */
  get saving(): string {
    return currentLocale() === "ar" ? "جارٍ الحفظ…" : "Saving…";
  },
  /** The address could not be saved. Please check your connection and try again. */
  get saveFailed(): string {
    return currentLocale() === "ar" ? "تعذّر حفظ العنوان. يُرجى التحقق من اتصالك والمحاولة مرة أخرى." : "The address could not be saved. Please check your connection and try again.";
  },
  /** Please check the highlighted fields. */
  get checkFields(): string {
    return currentLocale() === "ar" ? "يُرجى مراجعة الحقول المميَّزة." : "Please check the highlighted fields.";
  },
};
