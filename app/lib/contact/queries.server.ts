/**
 * GraphQL documents of the contact page and its form.
 * (Every document the storefront sends lives in an app/lib/<area>/queries.server.ts; decision 112.)
 */
import { graphql } from "~/lib/api/generated";

export const ContactPageDocument = graphql(`
  query ContactPage {
    contact {
      store
      address
      email
      telephone
      fax
      open
      comment
      locations {
        address
        telephone
        image
        comment
        open
      }
    }
  }
`);

export const ContactSendDocument = graphql(`
  mutation ContactSend($name: String, $email: String, $message: String) {
    contactSend(name: $name, email: $email, message: $message) {
      status
    }
  }
`);
