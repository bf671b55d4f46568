import { createFileRoute } from "@tanstack/react-router";
import { inReadersLanguage, LandingScreen } from "./-landing-screen.tsx";

// The older landing page: Autumn Blend, the Shorouk openings banner, 180.0 LE prices, profile icon.
export const Route = createFileRoute("/home2")({
  beforeLoad: inReadersLanguage,
  component: () => <LandingScreen pathname="/home2" variant="older" />,
});
