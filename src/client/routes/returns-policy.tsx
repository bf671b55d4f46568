import { createFileRoute } from "@tanstack/react-router";
import { ReturnsPolicyPage } from "#client/features/content/components/policy-pages.tsx";

export const Route = createFileRoute("/returns-policy")({ component: ReturnsPolicyPage });
