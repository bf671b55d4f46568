import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "#client/lib/api-client.ts";
import { socialPosts } from "#shared/contract/content.ts";
import type { QueryRoot } from "#shared/offline-policy.ts";

export async function getSocialPosts(signal?: AbortSignal) {
  const response = await callApi(socialPosts, { signal });
  return response.data;
}

export const socialPostsQueryOptions = () =>
  queryOptions({
    queryKey: ["social-posts" satisfies QueryRoot],
    queryFn: ({ signal }) => getSocialPosts(signal),
    staleTime: 5 * 60_000,
  });

export const useSocialPosts = () => useQuery(socialPostsQueryOptions());
