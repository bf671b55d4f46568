import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import { saveCardRequestSchema, updateUserRequestSchema } from "#shared/contract/profile.ts";
import { apiPaths } from "#shared/contract/routes.ts";
import { callerId } from "../../http/authenticate.ts";
import { RequestValidationError } from "../../http/validation.ts";
import type { ProfileService, SaveCardInput, UpdateUserInput } from "./profile.service.ts";

type Deps = { profile: ProfileService; authenticate: preHandlerAsyncHookHandler };

// Card numbers and security codes never reach our API: the provider's card page turns them
// into a token. A request carrying them is refused before anything reads or stores them.
const FORBIDDEN_CARD_FIELDS = ["card_number", "cardNumber", "number", "cvv", "cvc", "pan"];

export function profileRoutes(api: FastifyInstance, { profile, authenticate }: Deps) {
  api.post<{ Body: UpdateUserInput }>(
    apiPaths.updateUser,
    { onRequest: authenticate, schema: { body: updateUserRequestSchema } },
    async (request) => ({
      status: 200,
      msg: "Profile updated successfully.",
      data: await profile.updateUser(callerId(request), request.body),
    }),
  );

  api.post<{ Body: SaveCardInput }>(
    apiPaths.saveCard,
    {
      onRequest: authenticate,
      preValidation: async (request) => {
        const body = request.body;
        if (body && typeof body === "object") {
          const sent = FORBIDDEN_CARD_FIELDS.filter((field) => field in body);
          if (sent.length > 0) {
            throw new RequestValidationError(
              Object.fromEntries(
                sent.map((field) => [
                  field,
                  ["Card numbers and security codes are not accepted here. Use the card page."],
                ]),
              ),
            );
          }
        }
      },
      schema: { body: saveCardRequestSchema },
    },
    async (request) => ({
      status: 200,
      msg: "Card saved.",
      data: await profile.saveCard(callerId(request), request.body),
    }),
  );
}
