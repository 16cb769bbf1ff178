/**
 * The lens configurator's loader and action (/store/product/{id}/lenses). Each step is a form post
 * of the whole configuration (hidden fields carry the other steps), answered with the next step or
 * the first one with a problem; nothing of it goes into a URL, the session or a log line
 * (docs/decisions/254-prescriptions-stay-in-the-form.md). The last step adds the frame with its
 * lens options to the cart, in place of the line being edited.
 */
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { CommerceApiError } from "~/lib/api/errors";
import { toCart, type CartLine } from "~/lib/cart/cart-data";
import { addToCart, replaceCartLine } from "~/lib/cart/cart.server";
import { addedToCartText, LENSES_UPDATED_TEXT } from "~/lib/cart/messages";
import { formFailure } from "~/lib/forms/form-failure.server";
import { notFound } from "~/lib/http.server";
import { loadProductPage } from "~/lib/product/product-page.server";
import { PRODUCT_NOT_FOUND } from "~/lib/product/texts";
import { shopperState } from "~/lib/shopper-state/shopper-state.server";
import {
  cartOptionsOfConfiguration,
  firstInvalidStep,
  lensProductOf,
  sameCartOptions,
  stepsFor,
  usageOf,
  STEPS,
  type ConfiguratorState,
  type LensErrors,
  type LensProduct,
  type Step,
} from "./configurator";
import { lensValuesOfForm, lensValuesOfLine } from "./form-values";
import { UploadPrescriptionDocument } from "./queries.server";
import { fileProblem, messages } from "./rules";

async function lensProduct(context: AppLoadContext, id: string, url: URL): Promise<LensProduct> {
  const page = await loadProductPage(context, id, url);
  const product = lensProductOf(page.product);
  // A frame that is not Rx-able has no configurator.
  if (!product) notFound(PRODUCT_NOT_FOUND);
  return product;
}

export async function loadConfigurator(context: AppLoadContext, id: string, url: URL): Promise<ConfiguratorState> {
  const product = await lensProduct(context, id, url);
  return { product, step: "usage", values: {}, errors: {}, replaces: "", fileName: "" };
}

/** The shopper's cart line of this frame with that key, or null when it is gone. */
async function cartLineOf(context: AppLoadContext, key: string, productId: string): Promise<CartLine | null> {
  const cart = toCart((await shopperState(context.shopper)).cart, context.shopper.getValue("lineOptions"));
  return cart.lines.find((line) => line.key === key && line.product.id === productId) ?? null;
}

const isStep = (value: unknown): value is Step => STEPS.includes(value as Step);

export async function configuratorAction(context: AppLoadContext, request: Request, id: string) {
  const url = new URL(request.url);
  const product = await lensProduct(context, id, url);
  const form = await request.formData();
  const replaces = String(form.get("replaces") ?? "").slice(0, 200);

  // "Edit lenses" from the cart: the line's options fill the form again.
  const edit = form.get("edit");
  if (typeof edit === "string" && edit) {
    const line = await cartLineOf(context, edit, product.id);
    if (!line) return data<ConfiguratorState>({ product, step: "usage", values: {}, errors: {}, replaces: "", fileName: "" });
    const values = lensValuesOfLine(product, line.options);
    const steps = stepsFor(product, usageOf(values));
    return data<ConfiguratorState>({ product, step: steps.at(-1) ?? "review", values, errors: {}, replaces: edit, fileName: "" });
  }

  const values = lensValuesOfForm(form);
  let fileName = String(form.get("fileName") ?? "").slice(0, 100);
  const answer = (step: Step, errors: LensErrors, status = 200) =>
    data<ConfiguratorState>({ product, step, values, errors, replaces, fileName }, { status });

  // A file chosen on the prescription step goes to the store at once; only its code travels on.
  const file = form.get("file");
  if (file instanceof File && file.size > 0 && values.prescription?.source === "upload") {
    const problem = fileProblem(file);
    if (problem) return answer("prescription", { file: problem }, 400);
    try {
      const { uploadFile } = await context.shopper.api.upload(UploadPrescriptionDocument, file);
      if (!uploadFile?.code) throw new CommerceApiError("The API returned no upload code", "invalid-response");
      values.prescription = { ...values.prescription, fileCode: uploadFile.code };
      fileName = file.name.slice(0, 100);
    } catch (error) {
      // The store's message is about the file, never its contents; formFailure logs no form values.
      const { message, status } = formFailure(context.shopper, error, "upload a prescription");
      return answer("prescription", { file: message }, status);
    }
  }

  const go = form.get("go");
  const target: Step | "add" = go === "add" ? "add" : isStep(go) ? go : "usage";
  const steps = stepsFor(product, usageOf(values));
  const invalid = firstInvalidStep(product, values, target === "add" ? "review" : target);
  if (invalid) return answer(invalid.step, invalid.errors, 400);
  if (target !== "add") return answer(steps.includes(target) ? target : "review", {});

  try {
    const options = cartOptionsOfConfiguration(product, values);
    const edited = replaces ? await cartLineOf(context, replaces, product.id) : null;
    if (!edited) {
      const name = await addToCart(context.shopper, { id: product.id, quantity: 1, options });
      context.shopper.flashToast({ kind: "notification", message: addedToCartText(name || product.name) });
    } else {
      // "Edit lenses" changes the line in place, with its quantity; nothing changed leaves it alone
      // (docs/decisions/300-edit-lenses-in-place.md).
      const before = cartOptionsOfConfiguration(product, lensValuesOfLine(product, edited.options));
      if (!sameCartOptions(before, options)) await replaceCartLine(context.shopper, edited, { id: product.id, options });
      context.shopper.flashToast({ kind: "notification", message: LENSES_UPDATED_TEXT });
    }
  } catch (error) {
    const { message, status } = formFailure(context.shopper, error, "add lenses to cart");
    return answer("review", { form: message || messages.choice }, status);
  }
  return redirect("/store/cart", 303);
}
