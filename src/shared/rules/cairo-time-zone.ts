/** The stores keep Cairo time, whatever the device's or the server's time zone. */
export const CAIRO_TIME_ZONE = "Africa/Cairo";

/** The language of the Cairo clock the rules read (English weekdays, 24-hour parts), not the customer's. */
export const CAIRO_CLOCK_LOCALE = "en-GB";
