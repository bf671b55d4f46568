import { createFileRoute } from "@tanstack/react-router";
import { LandingPage } from "#client/features/landing/components/landing-page.tsx";

// The older landing page: Autumn Blend, the Shorouk openings banner, 180.0 LE prices, profile icon.
export const Route = createFileRoute("/home2")({ component: () => <LandingPage variant="older" /> });
