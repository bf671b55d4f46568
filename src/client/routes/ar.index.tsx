import { createFileRoute } from "@tanstack/react-router";
import { LandingScreen } from "./-landing-screen.tsx";

// `/` in Arabic.
export const Route = createFileRoute("/ar/")({
  component: () => <LandingScreen pathname="/ar" variant="newer" />,
});
