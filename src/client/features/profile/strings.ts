// Texts of the profile screen (spec sections 2, 5 and 8).
export const profileStrings = {
  pageTitle: "Profile — Specialty Coffee",
  title: "Profile",
  // Spec section 5: shown on the login screen when a visitor opens /profile.
  loginRequired: "You must be logged in to access this page",
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
} as const;
