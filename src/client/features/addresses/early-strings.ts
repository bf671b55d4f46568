// The addresses feature's texts that are needed before its code loads: Select Method's (the
// landing page opens that modal) and the login screen's reason for the address routes. Apart
// from the rest of the feature's strings, so the app's start-up carries these words alone.
export const addressEarlyStrings = {
  fetchError: "Error while fetching address",
  loadingAddresses: "Loading your addresses…",
  loginRequired: "Please log in to manage your delivery addresses.",
} as const;
