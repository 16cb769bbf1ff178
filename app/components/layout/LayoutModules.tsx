import type { ComponentType } from "react";
import { NewsletterBlock } from "~/components/home/Newsletter";
import { BenefitIconFor } from "~/components/shell/BenefitIcon";
import { Container } from "~/components/ui/Container";
import type { LayoutModule } from "~/lib/layouts";
import { deliveryNote, useFreeShipping } from "~/lib/shipping-claims";
import { benefits } from "~/lib/store-config";
import * as styles from "./modules.css";

/** The four benefit blocks of the home page. */
function BenefitBlocks() {
  // Free shipping only where the store ships free (docs/product/texts-and-constants.md#shipping-claims).
  const free = useFreeShipping();
  return (
    <section className={styles.benefits} aria-label="Why shop with us">
      <Container>
        <ul className={styles.benefitGrid}>
          {benefits
            .filter((benefit) => free || benefit.icon !== "truck")
            .map((benefit) => (
              <li key={benefit.title} className={styles.benefit}>
                <span className={styles.benefitIcon}>
                  <BenefitIconFor icon={benefit.icon} size={22} />
                </span>
                <div>
                  <h2 className={styles.benefitTitle}>{benefit.title}</h2>
                  <p className={styles.benefitText}>{benefit.text}</p>
                </div>
              </li>
            ))}
        </ul>
      </Container>
    </section>
  );
}

/** A side-column note on delivery and returns (product pages, wide screens). */
function ServiceNote() {
  return (
    <aside className={styles.note}>
      <p>{deliveryNote(useFreeShipping())}</p>
      <p>14 days to return, no questions asked.</p>
    </aside>
  );
}

const modules: Record<LayoutModule, ComponentType> = { benefits: BenefitBlocks, serviceNote: ServiceNote, newsletter: NewsletterBlock };

/** Renders the modules a layout put in one position, in order. */
export function PositionModules({ names }: { names: readonly LayoutModule[] }) {
  return (
    <>
      {names.map((name) => {
        const Module = modules[name];
        return <Module key={name} />;
      })}
    </>
  );
}
