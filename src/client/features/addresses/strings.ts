// Every text of the addresses feature (spec sections 2, 5 and 8), written once; the tests assert
// these exact strings.
import { addressEarlyStrings } from "./early-strings.ts";

export const addressStrings = {
  // The address picker modal (spec section 2).
  selectAddress: "Select Address",
  addAddress: "Add Address",
  addNewAddress: "Add New Address",
  edit: "Edit",
  delete: "Delete",
  editNamed: (label: string) => `Edit ${label}`,
  deleteNamed: (label: string) => `Delete ${label}`,
  phone: "Phone",
  chooseHint: "Use the arrow keys to move between addresses, then Space or Enter to choose one.",
  // Selecting (spec section 4): a notice that closes itself after 3000 ms.
  selected: (label: string) => `${label} address has been selected`,
  ok: "OK",

  // Spec section 8, address fetch.
  fetchError: addressEarlyStrings.fetchError,
  tokenMissing: "User token not found",
  noAddress: "No address found",
  loadingAddresses: addressEarlyStrings.loadingAddresses,

  // Spec section 8, deleting.
  deleteTitle: "Are you sure?",
  deleteText: "You want to remove address",
  yes: "Yes",
  no: "No",
  deletedTitle: "Deleted!",
  errorTitle: "Error!",
  deleteFailed: "The address could not be removed. Please check your connection and try again.",
  deleting: "Removing…",

  // The delivery address list (/change-address).
  listTitle: "Delivery Address",
  listIntro: "Choose where we deliver your order.",

  // The map address picker (/addAddress).
  pickerTitle: "Choose Location",
  pickerIntro: "Search for your area, use your location or tap the map inside a red delivery area.",
  searchLabel: "Search for an area or landmark in Egypt",
  searchPlaceholder: "Search in Egypt, e.g. Maadi",
  searchResults: "Places found",
  searching: "Searching…",
  noResults: "No places found. Try another name or tap the map.",
  searchUnavailable: "Address search is unavailable right now. Tap the map instead.",
  searchHint: "Type at least 2 letters, then choose a place with the arrow keys and Enter.",
  useMyLocation: "Use my location",
  locating: "Finding you…",
  mapLabel: "Map of delivery areas",
  yourLocation: "Your location",
  legendArea: "Delivery area",
  legendOutlet: "Our store",
  legendYou: "Your location",
  selectedPlace: "Selected location",
  noPlaceYet: "No location selected yet.",
  outsideEgypt: "Your location seems to be outside Egypt, so the map shows central Cairo instead.",
  confirmLocation: "Confirm location",
  areasUnavailable: "The delivery areas could not be loaded. Please check your connection and try again.",
  loadingAreas: "Loading delivery areas…",

  // Spec sections 5 and 8: the map's rules and geolocation.
  clickedOutside: "You clicked outside the delivery area!",
  noNearbyOutlets: "No nearby outlets found!",
  notInsideArea: "Your selected location is not inside any delivery area!",
  selectOnMapFirst: "Please select a location on the map first.",
  geoDenied: "Location access was denied. Please enable it in your browser settings.",
  geoUnavailable: "Location information is unavailable. Check your connection.",
  geoTimeout: "Request for location timed out. Try again.",
  geoUnknown: "An unknown error occurred.",
  reverseNotFound: "Unable to fetch address details.",
  reverseFailed: "Error fetching location details. Please check your connection or permissions.",

  // The pickup outlet map (/outlet).
  outletMapLabel: "Map of our stores",
  outletMapHint: "Tap a store on the map, or choose one from the list.",

  // The address form (/address, /edit-address).
  editAddress: "Edit Address",
  mapCardLabel: "Map of the delivery point",
  editOnMap: "Edit",
  editOnMapLabel: "Edit the location on the map",
  fields: {
    label: "Location Name",
    location: "Area",
    landmark: "Landmark",
    address_line: "Address Line",
    building: "Building",
    floor: "Floor",
    flat: "Flat",
    phone_number: "Phone Number",
  },
  hints: {
    label: "For example Home or Work.",
  },
  save: "Save Address",
  saving: "Saving…",
  saveFailed: "The address could not be saved. Please check your connection and try again.",
  checkFields: "Please check the highlighted fields.",
  loginRequired: addressEarlyStrings.loginRequired,
} as const;
