import { Link } from "@remix-run/react";
import { Carousel, CarouselArrows } from "~/components/carousel/Carousel";
import { Container } from "~/components/ui/Container";
import * as section from "~/components/ui/section.css";
import { SectionHead } from "~/components/ui/SectionHead";
import { filteredCategoryHref } from "~/lib/menu/rules";
import type { MenuFilterOption } from "~/lib/menu/types";
import * as styles from "./sliders.css";

/**
 * 'Choose your favorite shape': every shape of REST api/shapes, linking where the API says (a
 * category filtered by the shape), or to eyeglasses filtered by it when the API gives no link;
 * a shape with neither (the store lacks the eyeglasses category; decision 229) is left out.
 */
export function ShapeSlider({ shapes: allShapes, eyeglassesId }: { shapes: MenuFilterOption[]; eyeglassesId: number | null }) {
  const shapes = allShapes.filter((shape) => shape.url || eyeglassesId !== null);
  if (!shapes.length) return null;
  return (
    <div className={`${section.section} ${section.tinted}`}>
      <Container>
        <Carousel
          items={shapes}
          label="Shapes"
          slideClassName={styles.shapeSlide}
          renderBefore={(api) => (
            <SectionHead eyebrow="Find your fit" title="Choose your favorite shape">
              <CarouselArrows api={api} />
            </SectionHead>
          )}
          renderSlide={(shape) => (
            <Link to={shape.url || filteredCategoryHref(eyeglassesId ?? 0, shape.filter)} className={styles.shape} draggable={false}>
              <span className={styles.shapeIcon}>
                {shape.image ? <img src={shape.image} alt="" width={160} height={80} loading="lazy" draggable={false} /> : null}
              </span>
              <span className={styles.shapeName}>{shape.name}</span>
            </Link>
          )}
        />
      </Container>
    </div>
  );
}
