import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "#client/lib/api-client.ts";
import { socialPostsResponseSchema } from "#shared/contract/content.ts";
import { apiPaths } from "#shared/contract/routes.ts";

export async function getSocialPosts(signal?: AbortSignal) {
  const response = await apiRequest(apiPaths.socialPosts, { schema: socialPostsResponseSchema, signal });
  return response.data;
}

export const socialPostsQueryOptions = () =>
  queryOptions({
    queryKey: ["social-posts"],
    queryFn: ({ signal }) => getSocialPosts(signal),
    staleTime: 5 * 60_000,
  });

export const useSocialPosts = () => useQuery(socialPostsQueryOptions());
