import { createFileRoute } from "@tanstack/react-router";
import { LandingPage } from "#client/features/landing/components/landing-page.tsx";

// The newer landing page, as on `/` (old links to /home keep working).
export const Route = createFileRoute("/home")({ component: () => <LandingPage variant="newer" /> });
