/** The stores keep Cairo time, whatever the device's or the server's time zone. */
export const CAIRO_TIME_ZONE = "Africa/Cairo";
