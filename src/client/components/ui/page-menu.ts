import { createContext, type ReactNode } from "react";

/**
 * What the app puts at the end of every inner screen's title bar: the side panel's button, with
 * the main screens and the customer's own (the root route provides it; a kiosk, nothing). A
 * module of its own, so that the root route carries it without the title bar.
 */
export const PageMenuContext = createContext<ReactNode>(null);
