import { createFileRoute } from "@tanstack/react-router";
import { LandingPage } from "#client/features/landing/components/landing-page.tsx";

export const Route = createFileRoute("/")({ component: LandingPage });
