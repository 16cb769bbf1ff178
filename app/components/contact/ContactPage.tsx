import type { ReactNode } from "react";
import { Container } from "~/components/ui/Container";
import type { ContactPageData } from "~/lib/contact/contact";
import * as styles from "./contact.css";
import { ContactForm } from "./ContactForm";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

/** Digits and a leading + only, for tel: links. */
const dialable = (telephone: string) => telephone.replace(/[^\d+]/g, "");

/**
 * The contact page (docs/product/content-and-forms.md): the store's details (address, email, telephone,
 * fax, comment), the contact form, and the grid of locations (image, address, telephone only when
 * there is one, comment).
 */
export function ContactPage({ data }: { data: ContactPageData }) {
  return (
    <Container className={styles.page}>
      <header className={styles.header}>
        <span className={styles.eyebrow}>Contact</span>
        <h1 className={styles.title}>We would love to hear from you</h1>
        <p className={styles.lead}>Write to us, call, or visit one of our showrooms: real opticians answer.</p>
      </header>

      <div className={styles.columns}>
        <section className={`${styles.card} ${styles.details}`} aria-labelledby="store-details-title">
          <h2 id="store-details-title" className={styles.cardTitle}>
            {data.store || "Our store"}
          </h2>
          <dl className={styles.facts}>
            {data.address ? <Fact label="Address">{data.address}</Fact> : null}
            {data.email ? (
              <Fact label="Email">
                <a href={`mailto:${data.email}`}>{data.email}</a>
              </Fact>
            ) : null}
            {data.telephone ? (
              <Fact label="Telephone">
                <a href={`tel:${dialable(data.telephone)}`}>{data.telephone}</a>
              </Fact>
            ) : null}
            {data.fax ? <Fact label="Fax">{data.fax}</Fact> : null}
            {data.open ? <Fact label="Opening times">{data.open}</Fact> : null}
          </dl>
          {data.comment ? <p className={styles.note}>{data.comment}</p> : null}
        </section>

        <section className={styles.card} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.cardTitle}>
            Send us a message
          </h2>
          <ContactForm />
        </section>
      </div>

      {data.locations.length ? (
        <section className={styles.locations} aria-labelledby="locations-title">
          <h2 id="locations-title" className={styles.locationsTitle}>
            Our showrooms
          </h2>
          <ul className={styles.locationGrid} aria-label="Locations">
            {data.locations.map((location, index) => (
              <li key={`${location.address}-${index}`} className={styles.location}>
                {location.image ? (
                  <img
                    className={styles.locationImage}
                    src={location.image}
                    alt=""
                    width={800}
                    height={600}
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
                <p className={styles.locationAddress}>{location.address}</p>
                {location.telephone ? (
                  <p className={styles.locationLine}>
                    <a href={`tel:${dialable(location.telephone)}`}>{location.telephone}</a>
                  </p>
                ) : null}
                {location.open ? <p className={styles.locationLine}>{location.open}</p> : null}
                {location.comment ? <p className={styles.locationLine}>{location.comment}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Container>
  );
}
