// Texts of the profile screen (spec sections 2, 5 and 8).
import { profileEarlyStrings } from "./early-strings.ts";

export const profileStrings = {
  pageTitle: "Profile — Specialty Coffee",
  title: "Profile",
  // Spec section 5: shown on the login screen when a visitor opens /profile.
  loginRequired: profileEarlyStrings.loginRequired,
  panelLabel: "Account",
  profileTab: "Profile",
  ordersTab: "Past Orders",
  formIntro: "Your name, email and phone number for orders and receipts.",
  fields: {
    first_name: "First Name",
    last_name: "Last Name",
    email: "Email",
    phone_number: "Phone Number",
  },
  update: "Update",
  successTitle: "Success",
  errorTitle: "Error",
  ok: "OK",
  // When the server wrote no message (no answer at all).
  failed: "We could not update your profile. Please try again.",
  offline: "No connection to the server. Check your connection and try again.",
  // A new phone number is saved only once the code texted to it is entered.
  phoneChange: {
    title: "Confirm your new phone number",
    sentTo: "We have sent a 4-digit code to",
    legend: "Enter the 4-digit code",
    confirm: "Confirm number",
    cancel: "Keep my current number",
    failed: "We could not confirm your new number. Please try again.",
  },
  otherDevices: {
    title: "Other devices",
    intro: "Signed in on a phone or computer you no longer use? Sign out everywhere but here.",
    signOut: "Sign out other devices",
    failed: "We could not sign out your other devices. Please try again.",
  },
} as const;
