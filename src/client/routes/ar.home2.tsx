import { createFileRoute } from "@tanstack/react-router";
import { inReadersLanguage, LandingScreen } from "./-landing-screen.tsx";

// `/home2` in Arabic.
export const Route = createFileRoute("/ar/home2")({
  beforeLoad: inReadersLanguage,
  component: () => <LandingScreen pathname="/ar/home2" variant="older" />,
});
