/** GraphQL documents of the lens configurator (decision 112: every document in an area's queries.server.ts). */
import { graphql } from "~/lib/api/generated";

/** The contract's upload: a prescription's photo or PDF for the "Prescription file" option. */
export const UploadPrescriptionDocument = graphql(`
  mutation UploadPrescription($file: Upload) {
    uploadFile(file: $file) {
      code
    }
  }
`);
