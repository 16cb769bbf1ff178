import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

// A list page's head reads like a page module's: the same title and head row.
export { head, title } from "./section.css";

export const page = style({ paddingBlock: `${vars.space[6]} ${vars.space[8]}` });
