// The profile's text needed before its code loads (the login screen's reason), apart from the
// rest of the feature's strings so that the app's start-up carries it alone.
export const profileEarlyStrings = {
  loginRequired: "You must be logged in to access this page",
} as const;
