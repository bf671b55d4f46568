export const notificationStrings = {
  offer: "Get a notification on this device when your order is ready or on its way.",
  turnOn: "Tell me when it's ready",
  asking: "Turning on notifications…",
  on: "We'll let you know when your order is ready.",
  denied: "Notifications are blocked in your browser settings.",
  failed: "Notifications could not be turned on. Please try again.",
} as const;
