// Texts of the content pages. The spec's facts (section 2, "Other screens") are kept verbatim.
export const contentStrings = {
  home: "Back to home",

  comingSoon: {
    pageTitle: "Coming soon — Specialty Coffee",
    eyebrow: "Something new is brewing",
    title: "Coming Soon",
    text: "We are putting the finishing touches on it. Leave your details and you will hear from us first.",
    imageAlt: "The front of our coffee house with arched windows and a striped awning",
    firstToKnow: "Be the first to know",
  },

  firstToKnow: {
    pageTitle: "Be the first to know — Specialty Coffee",
    title: "Be the first to know",
    intro: "New stores, new coffees, new openings: tell us how to reach you and you will hear first.",
    fields: {
      firstName: "First name",
      lastName: "Last name",
      email: "Email",
      phone: "Phone",
    },
    phoneHint: "An Egyptian mobile number, for example 010 1234 5678.",
    submit: "Keep me posted",
    submitting: "Sending…",
    successTitle: "You are on the list",
    fixErrors: "Please check the highlighted fields.",
    failed: "We could not save your details. Please try again.",
    offline: "No connection to the server. Please try again when you are online.",
  },

  returns: {
    pageTitle: "Returns Policy — Specialty Coffee",
    title: "Returns Policy",
    intro: "We want every order to arrive just right. If something is wrong, here is how we put it right.",
    sections: [
      {
        heading: "Making a claim",
        paragraphs: [
          "Claims must be made on the day of purchase. Please keep your order number and, where possible, a photo of the item.",
        ],
      },
      {
        heading: "Refunds",
        paragraphs: [
          "Once a claim is approved, the refund is made to your original payment method in 7-10 business days.",
        ],
      },
      {
        heading: "What cannot be returned",
        paragraphs: ["Online purchases cannot be returned in-store.", "Packaged coffee is not returnable."],
      },
    ],
    contactHeading: "Customer care",
    contact: (phone: string) =>
      `To make a claim or ask about a refund, call our customer care number ${phone}.`,
  },

  privacy: {
    pageTitle: "Privacy Policy — Specialty Coffee",
    title: "Privacy Policy",
    lastUpdated: "Last updated July 7, 2025",
    intro:
      "This policy explains what we collect when you use our online store, why, and the choices you have.",
    sections: [
      {
        heading: "What we collect",
        paragraphs: [
          "Your name, phone number and email address; the delivery addresses you save; your orders and their history.",
          "Card payments are handled by our payment provider: we do not store your card number or security code.",
        ],
      },
      {
        heading: "How we use it",
        paragraphs: [
          "To verify your phone number, prepare and deliver your orders, show your past orders, answer your questions and, if you asked us to, tell you about new stores and coffees.",
        ],
      },
      {
        heading: "Who we share it with",
        paragraphs: [
          "The store preparing your order, our delivery team and our payment provider, each only as far as your order needs. We do not sell your personal information.",
        ],
      },
      {
        heading: "On your device",
        paragraphs: [
          "The app keeps your cart, your chosen store or address and a copy of recent menus on your device so it works offline. Logging out removes them.",
        ],
      },
      {
        heading: "Children",
        paragraphs: [
          "Our services are not directed to children under 13, and we do not knowingly collect personal information from children under 13.",
        ],
      },
      {
        heading: "Your choices",
        paragraphs: [
          "You can update your profile at any time, and ask us to correct or delete your personal information by calling customer care.",
        ],
      },
    ],
    contactHeading: "Contact",
    contact: (phone: string) => `Questions about this policy? Call our customer care number ${phone}.`,
  },
} as const;
