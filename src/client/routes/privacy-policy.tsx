import { createFileRoute } from "@tanstack/react-router";
import { PrivacyPolicyPage } from "#client/features/content/components/policy-pages.tsx";

export const Route = createFileRoute("/privacy-policy")({ component: PrivacyPolicyPage });
