/** Form messages, word for word from docs/product. */
export const formMessages = {
  required: "Value is required",
  email: "Value is not a valid email address",
  maxLength: (max: number) => `The maximum length allowed is ${max}`,
  minLength: (min: number) => `This field should be at least ${min} characters long`,
  equalTo: (other: string) => `The value must be equal to the ${other} value`,
  minValue: (min: number) => `The minimum value allowed is ${min}`,
  maxValue: (max: number) => `The maximum value allowed is ${max}`,
  ratingRequired: "Rating field is required",
  passwordMismatch: "Password confirmation does not match password!",
  returnReasonRequired: "You must select a return product reason",
  returnFormInvalid: "Please fill out all required fields correctly.",
} as const;
