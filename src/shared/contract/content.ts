import * as z from "zod/mini";
import { egyptianMobileSchema, emailSchema, okMessageSchema, requiredText } from "./common.ts";
import { endpoint } from "./endpoint.ts";

/** POST save_interested_users ("first to know") */
export const saveInterestedUserRequestSchema = z.lazy(() =>
  z.object({
    firstName: requiredText("firstName", 100),
    lastName: requiredText("lastName", 100),
    email: emailSchema,
    phone: egyptianMobileSchema,
  }),
);
export type SaveInterestedUserRequest = z.input<typeof saveInterestedUserRequestSchema>;

/** GET social_posts */
export const socialPostSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    caption: z.string(),
    media_url: z.string(),
    permalink: z.string(),
    media_type: z.string(), // IMAGE; anything else is shown as video
  }),
);
export type SocialPost = z.infer<typeof socialPostSchema>;
// `status` is ours (it mirrors HTTP); Instagram's own answer is only `{data}`.
export const socialPostsResponseSchema = z.lazy(() =>
  z.object({
    status: z.optional(z.literal(200)),
    data: z.array(socialPostSchema),
  }),
);

export const saveInterestedUsers = endpoint({
  method: "POST",
  path: "/save_interested_users",
  auth: "none",
  body: saveInterestedUserRequestSchema,
  response: okMessageSchema,
  offline: "never",
});
export const socialPosts = endpoint({
  method: "GET",
  path: "/social_posts",
  auth: "none",
  response: socialPostsResponseSchema,
  offline: "public",
});
