/** The forgotten-password form (docs/product/accounts.md#forgotten-password): the account's e-mail, required and valid. */
import { z } from "zod";
import { requiredEmail } from "./rules";

export const forgottenPasswordSchema = z.object({ email: requiredEmail() });
